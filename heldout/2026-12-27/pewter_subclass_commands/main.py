"""pewter CLI: run the commands given on the command line (default: cli.ini's script)."""
import argparse
import configparser
from pathlib import Path

import commands


def parse(argv=None):
    ini = configparser.ConfigParser()
    ini.read(Path(__file__).with_name("cli.ini"))
    c = ini["cli"]
    ap = argparse.ArgumentParser(prog="pewter")
    ap.add_argument("commands", nargs="*", default=c["script"].split())
    ap.add_argument("--ingots", type=int, default=c.getint("ingots"))
    ap.add_argument("--side", type=int, default=c.getint("side"))
    ap.add_argument("--casters", type=int, default=c.getint("casters"))
    return ap.parse_args(argv)


def main():
    opts = parse()
    table = commands.table()
    for name in opts.commands:
        print(name, table[name]()(opts))


if __name__ == "__main__":
    main()
