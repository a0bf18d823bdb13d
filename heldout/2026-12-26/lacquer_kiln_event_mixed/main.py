import json

from ovens import light
from signals import Kiln


def main():
    with open("kiln.json") as f:
        cfg = json.load(f)
    print(light(cfg["ovens"], cfg["start_method"], Kiln.ready(), cfg["minutes"]))


if __name__ == "__main__":
    main()
