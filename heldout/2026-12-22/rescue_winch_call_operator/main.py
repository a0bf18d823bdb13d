import json

import torch

from hoists import hoist_all
from winch import Winch


def main():
    with open("winch.json") as f:
        cfg = json.load(f)
    w = cfg["winch"]
    winch = Winch(w["width"])
    tension = winch(torch.randn(w["cable_rows"], w["width"]))
    print(f"peak tension {tension.abs().max():.3f}", flush=True)
    h = cfg["hoists"]
    print(hoist_all(h["count"], h["rows"], w["width"]))


if __name__ == "__main__":
    main()
