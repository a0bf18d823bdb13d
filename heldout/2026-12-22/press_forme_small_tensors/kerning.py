import csv

import torch


def load_widths(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    return [r["glyph"] for r in rows], torch.tensor([float(r["set_width"]) for r in rows])


def kerning_table(widths):
    pairs = torch.outer(widths, widths)
    return (pairs / pairs.max()).sqrt() - 0.5
