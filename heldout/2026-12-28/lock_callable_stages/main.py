import json

from stages import STAGES


def build(cfg):
    return [STAGES[name](cfg) for name in cfg["stages"]]


def main():
    with open("locks.json") as f:
        cfg = json.load(f)
    keys = {}
    for stage in build(cfg):
        keys = stage(keys)
    print(keys)


if __name__ == "__main__":
    main()
