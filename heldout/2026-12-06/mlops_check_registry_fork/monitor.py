import torch

from checks import run_checks


class DriftMonitor:
    def __init__(self, rows, features, seed=0):
        self.rows = rows
        self.features = features
        g = torch.Generator().manual_seed(seed)
        self.reference = torch.rand(rows, features, generator=g)

    def batch(self, seed):
        g = torch.Generator().manual_seed(seed)
        return torch.rand(self.rows, self.features, generator=g)

    def self_test(self):
        return run_checks(self.reference, self.reference)

    def check_shard(self, shard):
        report = run_checks(self.reference, self.batch(1000 + shard))
        print("shard", shard, report, flush=True)
