import tomllib
from functools import reduce

from steps import STEPS


def main():
    with open("tour.toml", "rb") as f:
        cfg = tomllib.load(f)
    reduce(lambda state, name: STEPS[name](state), cfg["steps"], {"cfg": cfg})


if __name__ == "__main__":
    main()
