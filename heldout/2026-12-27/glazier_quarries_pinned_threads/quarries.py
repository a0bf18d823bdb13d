"""Grade the diamond quarries of each window."""
import csv

import torch


def grade(path):
    out = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            glass = torch.randn(int(row["rows"]), int(row["width"]))
            out[row["window"]] = torch.softmax(glass, dim=1).amax(dim=1).mean().item()
    return out
