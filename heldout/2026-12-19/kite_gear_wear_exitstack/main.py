import json
from pathlib import Path

import wear


def main():
    cfg = json.loads(Path(__file__).with_name("wear.json").read_text())
    for name, retire in wear.assess(cfg["categories"], cfg["inline_limit"]):
        print(f"{name}: retire {retire} items this season")


if __name__ == "__main__":
    main()
