import json

import torch.multiprocessing as tmp

import movements  # noqa: F401  (registers the escapements)
from registry import ESCAPEMENTS


def check(key, rows, out):
    out.put((key, ESCAPEMENTS[key].beat_error(rows)))


def main():
    with open("escapements.json") as f:
        cfg = json.load(f)
    ctx = tmp.get_context("fork")
    out = ctx.Queue()
    benches = [ctx.Process(target=check, args=(k, cfg["beat_rows"], out)) for k in cfg["movements"]]
    for bench in benches:
        bench.start()
    errors = dict(out.get() for _ in benches)
    for bench in benches:
        bench.join()
    for key in cfg["movements"]:
        print(f"{key:12s} beat error {errors[key]:.4f}")


if __name__ == "__main__":
    main()
