import json

import rakes
from pan import Pan


def main():
    with open("pans.json") as fh:
        cfg = json.load(fh)
    pan = Pan(**cfg["pan"])
    print(pan.summary())
    print(rakes.rake_all(pan, cfg["rakes"], cfg["rake_rows"]))


if __name__ == "__main__":
    main()
