"""Cross warp with weft, then weave."""
import json
from pathlib import Path

import loom
from threads import Warp


def main():
    cfg = json.loads(Path(__file__).with_name("loom.json").read_text())
    cloth = Warp.random(*cfg["warp"]) @ Warp.random(*cfg["weft"], seed=1)
    print("density", cloth.density())
    print(loom.weave(cfg["weavers"], cfg["side"]))


if __name__ == "__main__":
    main()
