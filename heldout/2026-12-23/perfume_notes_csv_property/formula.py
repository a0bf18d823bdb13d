import csv
from dataclasses import dataclass, field

import torch


@dataclass
class Note:
    name: str
    tier: str
    molecules: int
    descriptors: int
    tags: list = field(default_factory=list)

    @classmethod
    def from_row(cls, row):
        return cls(row["note"], row["tier"], int(row["molecules"]), int(row["descriptors"]))


def _blend(notes):
    blocks = [torch.randn(n.molecules, n.descriptors) for n in notes]
    stacked = torch.cat(blocks, dim=0)
    return stacked.T @ stacked


class Formula:
    def __init__(self, path):
        with open(path, newline="") as fh:
            self.notes = [Note.from_row(r) for r in csv.DictReader(fh)]

    @property
    def profile(self):
        return _blend(self.notes)

    @property
    def width(self):
        return self.notes[0].descriptors
