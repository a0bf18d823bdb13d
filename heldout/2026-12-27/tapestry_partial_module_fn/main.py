"""Weave the rows in colours.json."""
import json
from pathlib import Path

import crew


def main():
    cfg = json.loads(Path(__file__).with_name("colours.json").read_text())
    print(crew.weave(cfg["context"], cfg["colour"], cfg["rows"]))


if __name__ == "__main__":
    main()
