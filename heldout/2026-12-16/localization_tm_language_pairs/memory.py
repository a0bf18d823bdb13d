import zlib

import torch


class TranslationMemory:
    def __init__(self, pair, size, dim):
        self.pair = pair
        g = torch.Generator().manual_seed(zlib.crc32(pair.encode()))
        self.segments = torch.randn(size, dim, generator=g)

    def incoming(self, n):
        g = torch.Generator().manual_seed(n)
        return torch.randn(n, self.segments.shape[1], generator=g)

    def fuzzy_matches(self, new):
        """Distance of every new segment to every stored segment."""
        return torch.cdist(new, self.segments)
