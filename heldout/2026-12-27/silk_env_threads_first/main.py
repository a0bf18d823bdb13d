"""Dye a batch of skeins."""
from settings import CFG

import dyeing


def main():
    print("mordant", dyeing.mordant(CFG["skeins"], CFG["width"]))
    print(dyeing.dye(CFG["vats"], CFG["width"]))


if __name__ == "__main__":
    main()
