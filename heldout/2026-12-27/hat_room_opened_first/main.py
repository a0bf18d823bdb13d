"""Open the workroom, measure the brims, block the crowns."""
import json
from pathlib import Path

import brims
from workroom import Workroom


def main():
    cfg = json.loads(Path(__file__).with_name("room.json").read_text())
    with Workroom(cfg["blockers"]) as room:
        print("brims", brims.measure(cfg["brims"], cfg["templates"], cfg["dims"]))
        print(room.block(cfg["side"]))


if __name__ == "__main__":
    main()
