import multiprocessing

import torch
import torch.nn.functional as F


def run_member(args):
    member, baseline, days = args
    g = torch.Generator().manual_seed(member)
    noise = torch.rand(baseline.numel(), 1, days, generator=g)
    kernel = torch.ones(1, 1, 7) / 7
    smoothed = F.conv1d(noise + baseline.view(-1, 1, 1), kernel, padding=3)
    return member, round(float(smoothed.mean()), 3)


class EnsembleRunner:
    def __init__(self, members, processes=2):
        self.members = members
        self.processes = processes
        self._pool = None

    @property
    def pool(self):
        if self._pool is None:
            self._pool = multiprocessing.Pool(self.processes)
        return self._pool

    def run(self, baseline, days):
        jobs = [(m, baseline, days) for m in range(self.members)]
        return sorted(self.pool.map(run_member, jobs))

    def close(self):
        if self._pool is not None:
            self._pool.close()
            self._pool.join()
