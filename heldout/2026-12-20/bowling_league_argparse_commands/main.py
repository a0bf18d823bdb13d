import json
import sys

from commands import parser


def main(argv=None):
    with open("league.json") as f:
        cfg = json.load(f)
    args = parser().parse_args(argv or cfg["default_args"])
    args.func(args, cfg)


if __name__ == "__main__":
    main(sys.argv[1:])
