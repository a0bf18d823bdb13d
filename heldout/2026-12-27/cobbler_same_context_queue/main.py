"""Mend the pairs listed in orders.json."""
import json
from pathlib import Path

import workers


def main():
    cfg = json.loads(Path(__file__).with_name("orders.json").read_text())
    print(workers.mend(cfg["method"], cfg["cobblers"], cfg["pairs"]))


if __name__ == "__main__":
    main()
