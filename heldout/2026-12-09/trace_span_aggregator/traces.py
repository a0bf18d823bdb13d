import torch


class Trace:
    def __init__(self, service, n_spans, seed):
        gen = torch.Generator().manual_seed(seed)
        self.service = service
        self._starts = torch.empty(n_spans).exponential_(1.0, generator=gen).cumsum(0)

    @property
    def gaps(self):
        return torch.diff(self._starts)
