import csv
from typing import NamedTuple

import torch


class Wheel(NamedTuple):
    name: str
    rows: int
    width: int
    turns: int

    @classmethod
    def from_row(cls, row):
        return cls(row["name"], int(row["rows"]), int(row["width"]), int(row["turns"]))

    def rind_profile(self):
        g = torch.Generator().manual_seed(len(self.name))
        samples = torch.randn(self.rows, self.width, generator=g)
        ordered, _ = samples.sort(dim=1)
        return ordered[:, -1].mean().item()


def load(path):
    with open(path, newline="") as f:
        return [Wheel.from_row(row) for row in csv.DictReader(f)]
