import argparse
import multiprocessing

from jobs import run_years


def parse():
    ap = argparse.ArgumentParser()
    ap.add_argument("--start-method", default="forkserver")
    ap.add_argument("--size", type=int, default=128)
    ap.add_argument("--factor", type=int, default=4)
    return ap.parse_args()


if __name__ == "__main__":
    args = parse()
    multiprocessing.set_start_method(args.start_method)
    print(run_years([2019, 2020, 2021], args.size, args.factor))
