import importlib
import json

import torch

from vats import run_vats


def grind(apples, width):
    pomace = torch.rand(apples, width)
    return float(torch.nn.functional.layer_norm(pomace, (width,)).std())


def main():
    with open("mill.json") as f:
        cfg = json.load(f)
    backend = importlib.import_module(f"backends.{cfg['backend']}")
    print("grind", grind(cfg["apples"], cfg["width"]))
    print("vats", run_vats(backend.START_METHOD, cfg["vats"], cfg["vat_size"]))


if __name__ == "__main__":
    main()
