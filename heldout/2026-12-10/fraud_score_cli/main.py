import argparse
import sys

from data import Standardizer, load_transactions
from scoring import score_all


def cmd_describe(args):
    x = load_transactions(args.rows)
    print("rows", x.shape[0])


def cmd_score(args):
    x = load_transactions(args.rows)
    z = Standardizer().fit(x)(x)
    chunks = list(z.split(args.chunk))
    flagged = score_all(chunks, args.workers)
    print("flagged per chunk", flagged)


def build_parser():
    ap = argparse.ArgumentParser(prog="fraudctl")
    sub = ap.add_subparsers(dest="command", required=False)
    d = sub.add_parser("describe")
    d.add_argument("--rows", type=int, default=1000)
    d.set_defaults(func=cmd_describe)
    s = sub.add_parser("score")
    s.add_argument("--rows", type=int, default=200_000)
    s.add_argument("--chunk", type=int, default=50_000)
    s.add_argument("--workers", type=int, default=2)
    s.set_defaults(func=cmd_score)
    return ap


if __name__ == "__main__":
    args = build_parser().parse_args(sys.argv[1:] or ["score"])
    args.func(args)
