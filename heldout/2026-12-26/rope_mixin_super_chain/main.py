import json

from base import Walk
from laying import LayingMixin
from twisting import TwistingMixin


class Ropewalk(LayingMixin, TwistingMixin, Walk):
    pass


def main():
    with open("walk.json") as f:
        settings = json.load(f)
    walk = Ropewalk(settings).run()
    print(walk.log, round(walk.twist, 4), len(walk.hooks))


if __name__ == "__main__":
    main()
