"""Hyper-parameter sweep where each trial trains on the GPU."""
import argparse
import itertools
import multiprocessing

import torch
import yaml

from trial import run_trial


def check_gpu():
    """Fail fast with a readable message if the GPU is unusable."""
    try:
        torch.zeros(1, device="cuda")
    except RuntimeError as exc:
        raise SystemExit(f"GPU not usable: {exc}")
    props = torch.cuda.get_device_properties(0)
    print(f"using {props.name} ({props.total_memory / 2**30:.0f} GiB)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="sweep.yaml")
    cfg = yaml.safe_load(open(ap.parse_args().config))
    check_gpu()
    grid = [dict(lr=lr, wd=wd, steps=cfg["steps"], batch_size=cfg["batch_size"])
            for lr, wd in itertools.product(cfg["learning_rates"], cfg["weight_decay"])]
    with multiprocessing.Pool(cfg["jobs"]) as pool:
        scores = pool.map(run_trial, grid)
    for hp, s in sorted(zip(grid, scores), key=lambda t: t[1]):
        print(f"lr={hp['lr']:<6} wd={hp['wd']:<5} loss={s:.4f}")


if __name__ == "__main__":
    main()
