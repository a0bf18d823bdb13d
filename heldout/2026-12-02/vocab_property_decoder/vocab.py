import torch
import torch.nn.functional as F


class Vocabulary:
    """Token table plus a lazily normalised copy of the embeddings for cosine lookups."""

    def __init__(self, size=50000, dim=64, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.size = size
        self.dim = dim
        self.embeddings = torch.randn(size, dim, generator=g)
        self._normalized = None

    @property
    def normalized_embeddings(self):
        if self._normalized is None:
            self._normalized = F.normalize(self.embeddings, dim=1)
        return self._normalized

    def token(self, index):
        return f"tok{index}"
