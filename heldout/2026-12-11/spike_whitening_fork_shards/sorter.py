import os

import torch

from whitening import whitening_matrix


class ShardSorter:
    def __init__(self, probe):
        self.probe = probe

    def sort_shard(self, shard):
        w = whitening_matrix(self.probe.n_channels, self.probe.n_samples)
        raw = torch.randn(self.probe.n_samples, self.probe.n_channels)
        white = raw @ w
        spikes = white.abs() > 4.0
        print(f"shard {shard}: {int(spikes.sum())} threshold crossings")

    def run(self, n_shards):
        pids = []
        for shard in range(n_shards):
            pid = os.fork()
            if pid == 0:
                code = 0
                try:
                    self.sort_shard(shard)
                except Exception:
                    code = 1
                os._exit(code)
            pids.append(pid)
        return [os.waitpid(pid, 0)[1] for pid in pids]
