"""Grid search over MLP hyper-parameters on a synthetic regression task."""
import argparse
import itertools
import json
import multiprocessing

from trial import run_trial


def expand(grid, base):
    keys = sorted(grid)
    for values in itertools.product(*(grid[k] for k in keys)):
        cfg = dict(base)
        cfg.update(zip(keys, values))
        yield cfg


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sweep", default="sweep.json")
    args = ap.parse_args()
    spec = json.load(open(args.sweep))

    if spec.get("run_baseline_first"):
        base_loss = run_trial(spec["base"])
        print(f"baseline loss {base_loss:.4f}")

    configs = list(expand(spec["grid"], spec["base"]))
    pool = multiprocessing.Pool(spec["processes"])
    try:
        losses = pool.map(run_trial, configs)
    finally:
        pool.close()
        pool.join()
    best = min(zip(losses, configs), key=lambda t: t[0])
    print(f"best loss {best[0]:.4f} with lr={best[1]['lr']} depth={best[1]['depth']}")


if __name__ == "__main__":
    main()
