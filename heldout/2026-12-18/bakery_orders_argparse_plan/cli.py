import argparse

import commands


def build_parser():
    parser = argparse.ArgumentParser(prog="bakery-orders")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("plan", help="plan tomorrow's bake")
    p.add_argument("--day", default="mon")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=2)
    p.set_defaults(func=commands.plan)
    s = sub.add_parser("show", help="print the product table")
    s.set_defaults(func=commands.show)
    return parser
