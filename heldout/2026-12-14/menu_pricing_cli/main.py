"""Menu pricing tool: `python main.py [price|audit] [--kitchens N]`."""
import argparse
import sys

import commands


def build_parser():
    parser = argparse.ArgumentParser(prog="menu-pricing")
    parser.add_argument("command", nargs="?", default="price", choices=sorted(commands.DISPATCH))
    parser.add_argument("--kitchens", type=int, default=4)
    parser.add_argument("--dishes", type=int, default=4096)
    return parser


if __name__ == "__main__":
    args = build_parser().parse_args()
    handler = commands.DISPATCH[args.command]
    sys.exit(handler(args))
