import csv

import torch

OPS = {
    "identity": torch.clone,
    "gram": lambda t: t.T @ t,
}


def build(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    steps = []
    for row in rows:
        op = OPS[row["op"]]
        scale = float(row["scale"])
        steps.append((row["step"], lambda t, op=op, scale=scale: op(t) * scale))
    return steps


def run(steps, panel):
    for name, step in steps:
        panel = step(panel)
    return panel
