"""tapestry CLI: settings and parser are built at import; the work starts only under the guard."""
import argparse
import configparser
from pathlib import Path

import weaving

INI = configparser.ConfigParser()
INI.read(Path(__file__).with_name("weaving.ini"))
W = INI["weaving"]

PARSER = argparse.ArgumentParser(prog="tapestry")
PARSER.add_argument("--method", default=W["method"])
PARSER.add_argument("--workers", type=int, default=W.getint("workers"))
PARSER.add_argument("--rows", type=int, nargs="*", default=[int(r) for r in W["rows"].split()])


def cli(argv=None):
    args = PARSER.parse_args(argv)
    print(weaving.weave_all(args.method, args.workers, args.rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(cli())
