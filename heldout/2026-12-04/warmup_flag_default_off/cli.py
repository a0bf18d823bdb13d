import argparse


def parse_args(argv=None):
    p = argparse.ArgumentParser(description="offline scoring")
    p.add_argument("--warmup", action="store_true", help="run a warm-up batch first")
    p.add_argument("--batch", type=int, default=64)
    p.add_argument("--jobs", type=int, default=4)
    return p.parse_args(argv)
