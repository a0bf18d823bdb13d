"""Pigment tables, computed on first use (PEP 562 module __getattr__)."""
import json

import torch

with open("pigments.json") as f:
    SETTINGS = json.load(f)


def __getattr__(name):
    if name == "PALETTE":
        grinds = torch.randn(SETTINGS["grinds"], SETTINGS["hues"])
        palette = grinds.T @ grinds
        globals()["PALETTE"] = palette
        return palette
    raise AttributeError(name)


def describe():
    return f"{SETTINGS['hues']} hues from {SETTINGS['grinds']} grinds"
