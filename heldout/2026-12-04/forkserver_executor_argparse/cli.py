import argparse


def parse(argv=None):
    p = argparse.ArgumentParser(description="batch image statistics")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--start-method", choices=["fork", "spawn", "forkserver"], default="forkserver")
    p.add_argument("--images", type=int, default=8)
    return p.parse_args(argv)
