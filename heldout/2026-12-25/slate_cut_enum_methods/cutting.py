import enum

import torch


class Cut(enum.Enum):
    DRESSED = "dressed"
    RIVEN = "riven"

    def run(self, blocks, width):
        faces = torch.rand(blocks, width)
        if self is Cut.RIVEN:
            ordered, _ = faces.sort(dim=1)
            return float(ordered[:, width // 2].mean())
        return float(faces.sum())
