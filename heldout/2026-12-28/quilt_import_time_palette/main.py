import json

from frame import sew_all


def main():
    with open("quilt.json") as f:
        cfg = json.load(f)
    for name, value in sew_all(cfg["squares"], cfg["workers"]):
        print(name, round(value, 2))


if __name__ == "__main__":
    main()
