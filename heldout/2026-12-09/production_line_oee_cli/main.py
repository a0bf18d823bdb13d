import argparse

from commands import cmd_list, cmd_report


def build_parser():
    ap = argparse.ArgumentParser(prog="oee")
    ap.add_argument("--lines", type=int, default=3)
    sub = ap.add_subparsers(dest="command")
    rep = sub.add_parser("report")
    rep.add_argument("--jobs", type=int, default=2)
    rep.add_argument("--machines", type=int, default=16)
    rep.add_argument("--channels", type=int, default=8)
    rep.add_argument("--samples", type=int, default=8192)
    rep.add_argument("--window", type=int, default=4)
    rep.set_defaults(func=cmd_report)
    ls = sub.add_parser("list")
    ls.set_defaults(func=cmd_list)
    return ap


def main(argv=None):
    args = build_parser().parse_args(argv)
    args.func(args)


if __name__ == "__main__":
    main(["report"])
