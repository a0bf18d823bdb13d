import argparse
import sys

from commands import COMMANDS


def parse(argv):
    p = argparse.ArgumentParser(prog="league")
    p.add_argument("command", nargs="?", default="forecast", choices=sorted(COMMANDS))
    p.add_argument("--teams", type=int, default=512)
    p.add_argument("--games", type=int, default=380)
    p.add_argument("--rounds", type=int, default=4096)
    p.add_argument("--blocks", type=int, default=4)
    p.add_argument("--seed", type=int, default=2026)
    return p.parse_args(argv)


def main(argv=None):
    args = parse(sys.argv[1:] if argv is None else argv)
    COMMANDS[args.command](args)


if __name__ == "__main__":
    main()
