import sys

from cli import build_parser


def main(argv=None):
    args = build_parser().parse_args(argv or ["plan", "--day", "sat"])
    args.func(args)


if __name__ == "__main__":
    main(sys.argv[1:])
