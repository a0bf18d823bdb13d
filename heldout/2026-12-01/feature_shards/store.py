import torch


class ShardStore:
    def __init__(self, num_shards, shard_size):
        self.shards = [torch.randn(shard_size) for _ in range(num_shards)]
        self._merged = None

    @property
    def merged(self):
        if self._merged is None:
            self._merged = torch.cat(self.shards)
        return self._merged

    def bounds(self, step):
        n = self.merged.numel()
        return [(i, min(i + step, n)) for i in range(0, n, step)]
