"""Forecast CLI: fit the seasonal baseline, then score the stores in worker processes."""
import os

os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402

from forecast import seasonal_baseline  # noqa: E402
from stores import score_stores  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--stores", type=int, default=4)
    ap.add_argument("--days", type=int, default=4096)
    ap.add_argument("--period", type=int, default=7)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    base = seasonal_baseline(0, 256, args.days, args.period)
    print("baseline", tuple(base.shape))
    for store, err in score_stores(args):
        print("store", store, err)


if __name__ == "__main__":
    main()
