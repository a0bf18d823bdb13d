import argparse


def build_parser():
    p = argparse.ArgumentParser(prog="count-shards")
    p.add_argument("--shards", type=int, default=2)
    p.add_argument("--tokens", type=int, default=10_000)
    return p
