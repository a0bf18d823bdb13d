import json
from pathlib import Path

import tally
import usage


def main():
    cfg = json.loads(Path(__file__).with_name("gear.json").read_text())
    hours = usage.session_hours(cfg["sessions"], cfg["features"], len(cfg["categories"]))
    for name, flagged in tally.flag_worn(cfg["categories"], hours):
        print(f"{name}: {flagged} items to inspect")


if __name__ == "__main__":
    main()
