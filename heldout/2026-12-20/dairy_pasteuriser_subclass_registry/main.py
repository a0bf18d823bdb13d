import json

import bottle  # noqa: F401  (stage modules register themselves)
import pasteurise  # noqa: F401
from stages import STAGES


def main():
    with open("line.json") as f:
        cfg = json.load(f)
    batch = {"lot": "2026-12-20-A"}
    for key in cfg["stages"]:
        batch = STAGES[key](cfg).run(batch)
    print(f"lot {batch['lot']}: hold at {batch['hold_temp']:.1f} C")
    for filler, spread in sorted(batch["fill_spread"].items()):
        print(f"  {filler}: fill spread {spread}")


if __name__ == "__main__":
    main()
