import argparse
import multiprocessing as mp

import toolkit_runtime  # noqa: F401


def parse_args(argv=None):
    ap = argparse.ArgumentParser(prog="significance")
    ap.add_argument("--start-method", default="forkserver")
    ap.add_argument("--permutations", type=int, default=200)
    return ap.parse_args(argv)


def configure(args):
    mp.set_start_method(args.start_method, force=True)
