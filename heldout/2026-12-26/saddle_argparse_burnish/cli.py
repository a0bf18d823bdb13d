import argparse

import commands


def build_parser(defaults):
    parser = argparse.ArgumentParser(prog="tack")
    parser.set_defaults(**defaults)
    sub = parser.add_subparsers(dest="command", required=True)
    burnish = sub.add_parser("burnish")
    burnish.add_argument("--straps", type=int, default=1024)
    burnish.set_defaults(func=commands.burnish)
    inventory = sub.add_parser("inventory")
    inventory.add_argument("--straps", type=int, default=0)
    inventory.set_defaults(func=commands.inventory)
    return parser
