import csv

import torch


class Ledger:
    """Iterates over the remedies in a CSV ledger, standardising each batch."""

    def __init__(self, path):
        with open(path, newline="") as f:
            self.rows = list(csv.DictReader(f))
        self.pos = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.pos == len(self.rows):
            raise StopIteration
        row = self.rows[self.pos]
        self.pos += 1
        batch = torch.rand(int(row["rows"]), int(row["cols"]))
        std, mean = torch.std_mean(batch, dim=0)
        return row["remedy"], (batch - mean) / std
