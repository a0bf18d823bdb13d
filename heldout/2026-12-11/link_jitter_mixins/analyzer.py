from functools import partial

import torch

from mixins import ParallelMixin, StatsMixin


def link_jitter(link, base, packets, probes):
    delays = torch.rand(packets, probes, generator=torch.Generator().manual_seed(link))
    return float((torch.var(delays, dim=0) - base).clamp(min=0).mean())


class TraceAnalyzer(StatsMixin, ParallelMixin):
    def __init__(self, n_links, packets, probes):
        self.links = n_links
        self.packets = packets
        self.probes = probes
        self.samples = torch.rand(packets, probes)

    def jitter_report(self):
        base = self.baseline()
        job = partial(link_jitter, base=base, packets=self.packets, probes=self.probes)
        return self.parallel_map(job, range(self.links))
