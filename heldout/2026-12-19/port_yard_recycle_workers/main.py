import json
from pathlib import Path

import occupancy


def main():
    cfg = json.loads(Path(__file__).with_name("yard.json").read_text())
    for block, fill in occupancy.forecast(cfg):
        print(f"block {block}: {fill:.1%} full by noon")


if __name__ == "__main__":
    main()
