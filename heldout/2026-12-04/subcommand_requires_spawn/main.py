import sys

from commands import COMMANDS

DEFAULT_PIPELINE = ["prepare", "train"]


def main(argv):
    steps = argv or DEFAULT_PIPELINE
    args = {"workers": 2, "shards": 2}
    for name in steps:
        print(name, COMMANDS[name](args), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
