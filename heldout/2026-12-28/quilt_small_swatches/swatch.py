import csv
from dataclasses import dataclass

import torch


@dataclass
class Swatch:
    name: str
    rows: int
    cols: int
    weight: float

    def __len__(self):
        return self.rows * self.cols

    def loft(self):
        cloth = torch.rand(self.rows, self.cols) * self.weight
        return float((cloth @ cloth.T).mean()) if self.rows == self.cols else float(cloth.mean())


def read_swatches(path):
    with open(path, newline="") as f:
        return [Swatch(r["name"], int(r["rows"]), int(r["cols"]), float(r["weight"]))
                for r in csv.DictReader(f)]
