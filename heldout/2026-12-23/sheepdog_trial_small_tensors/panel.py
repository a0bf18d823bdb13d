import csv

import torch


def load_panel(path):
    with open(path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    names = [r.pop("judge") for r in rows]
    marks = torch.tensor([[float(v) for v in r.values()] for r in rows])
    return names, marks


def agreement(marks):
    centred = marks - marks.mean(dim=0)
    return centred @ centred.T
