import argparse


def parse_args(argv=None):
    p = argparse.ArgumentParser(description="fantasy lineup optimizer")
    p.add_argument("--players", type=int, default=4096)
    p.add_argument("--intra-op-threads", type=int, default=1,
                   help="torch intra-op threads in the coordinator (workers inherit it)")
    return p.parse_args(argv)
