import csv

import torch


def tempo_curve(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    bpm = torch.tensor([float(r["bpm"]) for r in rows])
    bars = torch.tensor([float(r["bars"]) for r in rows])
    ramp = torch.outer(bpm / 60, torch.linspace(0.95, 1.05, 4))
    return [r["movement"] for r in rows], ramp * bars.unsqueeze(1)
