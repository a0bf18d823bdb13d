"""Steam, then block."""
import json
from pathlib import Path

import blocking
import felting


def main():
    cfg = json.loads(Path(__file__).with_name("hats.json").read_text())
    print("steamed", felting.steam(**cfg["felt"]))
    print(blocking.block(cfg["context"], cfg["blockers"], cfg["side"]))


if __name__ == "__main__":
    main()
