"""Crystal reference grid, created on first use (PEP 562 module __getattr__)."""
import json

import torch

with open("crystals.json") as f:
    SETTINGS = json.load(f)

DEVICE = torch.device("cuda" if SETTINGS["prefer_cuda"] and torch.cuda.is_available() else "cpu")


def __getattr__(name):
    if name == "REFERENCE":
        grid = torch.linspace(0, 1, SETTINGS["grains"], device=DEVICE)
        globals()["REFERENCE"] = grid
        return grid
    raise AttributeError(name)
