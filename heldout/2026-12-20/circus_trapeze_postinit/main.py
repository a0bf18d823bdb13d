import json

from acts import test_acts
from loads import RigLoad


def main():
    with open("rigging.json") as f:
        cfg = json.load(f)
    rig = RigLoad(**cfg["rig"])
    for act, peak in sorted(test_acts(cfg["acts"], rig, cfg["swings"]).items()):
        print(f"{act:15} peak load factor {peak}")


if __name__ == "__main__":
    main()
