import json

import painters
from restore import restore


def main():
    with open("platform.json") as f:
        tree = json.load(f)
    print(restore(tree))
    print(painters.repaint_all(tree["painters"], tree["canvas"]))


if __name__ == "__main__":
    main()
