import json

import torch

from cutter import Cutter
from stitching import stitch_after


def main():
    with open("saddle.json") as f:
        cfg = json.load(f)
    cutter = Cutter(cfg["width"])
    cutter.register_forward_hook(stitch_after(cfg["stitchers"], cfg["awl"]))
    with torch.no_grad():
        pieces = cutter(torch.randn(cfg["hides"], cfg["width"]))
    print(tuple(pieces.shape), cutter.stitches)


if __name__ == "__main__":
    main()
