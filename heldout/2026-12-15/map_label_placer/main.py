import argparse

import commands


def main(argv=None):
    ap = argparse.ArgumentParser(prog="labelplace")
    ap.add_argument("command", nargs="?", default="place", choices=["stats", "place"])
    ap.add_argument("--features", type=int, default=2000)
    ap.add_argument("--positions", type=int, default=500)
    ap.add_argument("--sheets", type=int, default=4)
    opts = ap.parse_args(argv)
    getattr(commands, "cmd_" + opts.command)(opts)


if __name__ == "__main__":
    main()
