import torch


class CanopyHeightModel:
    def __init__(self, size, seed=9):
        g = torch.Generator().manual_seed(seed)
        self.heights = torch.rand(size, size, generator=g) * 35.0

    def threshold(self, q):
        return float(torch.quantile(self.heights, q, dim=1).mean())

    def tiles(self, tile):
        n = self.heights.shape[0] // tile
        for i in range(n):
            for j in range(n):
                yield (i, j), self.heights[i * tile:(i + 1) * tile, j * tile:(j + 1) * tile].clone()
