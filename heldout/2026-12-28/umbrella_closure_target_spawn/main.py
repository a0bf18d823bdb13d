import json

import torch

from folding import make_folder
from workers import fold_all


def main():
    with open("ferrules.json") as f:
        cfg = json.load(f)
    spread = torch.linspace(0, 1, cfg["ribs"])
    print("rib spread", spread.tolist())
    folder = make_folder(cfg["ribs"])
    print("folded:", fold_all(folder, cfg["folders"], cfg["start"]))


if __name__ == "__main__":
    main()
