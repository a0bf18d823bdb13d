from dataclasses import dataclass, field

import torch


@dataclass
class Folio:
    rows: int
    width: int
    notes: list = field(default_factory=list)

    def __post_init__(self):
        if self.rows < self.width:
            raise ValueError("a folio needs at least as many rows as columns")
        self.notes.append("folio checked")


@dataclass
class Quire(Folio):
    gatherings: int = 4
    needle: int = 256

    def __post_init__(self):
        super().__post_init__()
        leaves = torch.randn(self.rows, self.width)
        self.spine = torch.linalg.qr(leaves).R.diagonal().abs()
        self.notes.append("spine squared")
