"""Latency benchmark for models in the zoo: one process per batch size so the
measurements do not share allocator state."""
import argparse
import json
from concurrent.futures import ProcessPoolExecutor

from zoo import registry
from zoo import models  # noqa: F401  (populates the registry)
from latency import measure


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="bench.json")
    cfg = json.load(open(ap.parse_args().config))

    model = registry.build(cfg["model"], **cfg["model_kwargs"])
    print(f"{cfg['model']}: {model.num_params / 1e6:.2f}M params, |w|={model.param_norm:.2f}")

    ex = ProcessPoolExecutor(max_workers=cfg["max_workers"])
    futs = {bs: ex.submit(measure, model, bs, cfg["model_kwargs"]["in_dim"], cfg["repeats"])
            for bs in cfg["batch_sizes"]}
    for bs, fut in futs.items():
        print(f"batch {bs:3d}: {fut.result() * 1e3:.2f} ms")
    ex.shutdown()


if __name__ == "__main__":
    main()
