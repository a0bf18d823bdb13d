"""Colour palette of the quilt, computed once when the module is imported."""
import json

import torch

with open("quilt.json") as _f:
    _cfg = json.load(_f)["palette"]

SHADES = torch.softmax(torch.randn(_cfg["rows"], _cfg["cols"]), dim=1)
NAMES = ["indigo", "madder", "weld", "walnut"]


def shade_name(index):
    return NAMES[index % len(NAMES)]
