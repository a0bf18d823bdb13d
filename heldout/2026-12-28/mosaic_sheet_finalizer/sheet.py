import json
import weakref

import torch

import tally


class Sheet:
    def __init__(self, tesserae, dims, colours):
        self.points = torch.randn(tesserae, dims)
        self.colours = torch.randn(colours, dims)
        self._finalizer = weakref.finalize(self, tally.record, self.points, self.colours)

    @classmethod
    def from_json(cls, path):
        with open(path) as f:
            cfg = json.load(f)
        return cls(cfg["tesserae"], cfg["dims"], cfg["colours"]), cfg

    def __repr__(self):
        return f"Sheet({self.points.shape[0]} tesserae, {self.colours.shape[0]} colours)"
