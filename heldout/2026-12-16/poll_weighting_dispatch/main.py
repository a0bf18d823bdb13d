"""pollweights: small CLI for the polling desk.  Usage: python main.py [rake|summary]"""
import sys

from commands import COMMANDS


def main(argv):
    name = argv[0] if argv else "rake"
    try:
        handler = COMMANDS[name]
    except KeyError:
        print(f"unknown command {name!r}; choose from {sorted(COMMANDS)}")
        return 2
    return handler(argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
