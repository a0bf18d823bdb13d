import argparse
import multiprocessing as mp

from stats_runtime import DEFAULT_WORKERS


def parse_args(argv=None):
    ap = argparse.ArgumentParser(prog="abtest")
    ap.add_argument("--workers", type=int, default=DEFAULT_WORKERS)
    ap.add_argument("--start-method", default="forkserver")
    ap.add_argument("--alpha", type=float, default=0.05)
    return ap.parse_args(argv)


def configure(args):
    mp.set_start_method(args.start_method)
