import json
import sys

from cli import build_parser


def main(argv=None):
    with open("tack.json") as f:
        cfg = json.load(f)
    args = build_parser(cfg["defaults"]).parse_args(argv or cfg["argv"])
    args.func(args)


if __name__ == "__main__":
    main(sys.argv[1:])
