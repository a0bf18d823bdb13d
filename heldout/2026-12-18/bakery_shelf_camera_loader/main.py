import json

from torch.utils.data import DataLoader

from calibrate import contrast
from frames import ShelfFrames


def main():
    with open("shelves.json") as f:
        cfg = json.load(f)
    c = contrast(cfg["calibration_frames"], cfg["frame"], cfg["filters"])
    loader = DataLoader(ShelfFrames(cfg["shelves"], cfg["frame"], c),
                        batch_size=cfg["batch_size"], num_workers=cfg["workers"])
    for idx, fill in loader:
        for i, v in zip(idx.tolist(), fill.tolist()):
            print(f"shelf {i}: {v:.1%} full")


if __name__ == "__main__":
    main()
