import json

from gluepot import GluePot


def main():
    with open("gluepot.json") as f:
        cfg = json.load(f)
    with GluePot(**cfg) as pot:
        pot.glue()
    print("spines glued")


if __name__ == "__main__":
    main()
