import torch


class AttentionCache:
    """Neighbour-attention weights per node block, computed on first access."""

    def __init__(self, features, fanout, block_size, seed=0):
        self.features = features
        self.fanout = fanout
        self.block_size = block_size
        self.seed = seed
        self._store = {}

    def __getitem__(self, block):
        if block not in self._store:
            g = torch.Generator().manual_seed(self.seed + block)
            start = block * self.block_size
            q = self.features[start:start + self.block_size].unsqueeze(1)
            idx = torch.randint(0, self.features.shape[0], (self.block_size, self.fanout), generator=g)
            k = self.features[idx]
            self._store[block] = torch.bmm(q, k.transpose(1, 2)).squeeze(1)
        return self._store[block]

    def __len__(self):
        return self.features.shape[0] // self.block_size
