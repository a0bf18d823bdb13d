import json

import torch

from ledger import Ledger
from dippers import dip_all


def main():
    with open("wickroom.json") as f:
        cfg = json.load(f)
    heights = torch.full((cfg["dippers"],), float(cfg["dips"]))
    print("target heights", heights.tolist())
    print(dip_all(cfg["dippers"], cfg["dips"], Ledger.guard(), cfg["start"]))


if __name__ == "__main__":
    main()
