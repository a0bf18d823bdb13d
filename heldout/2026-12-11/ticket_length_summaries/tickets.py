import torch


class TicketBatch:
    bins = 50

    def __init__(self, n_tickets, queues):
        self.queues = list(queues)
        self.n_tickets = n_tickets
        self.lengths = torch.rand(n_tickets, generator=torch.Generator().manual_seed(1))
        self._hist = None

    @property
    def length_histogram(self):
        if self._hist is None:
            self._hist = torch.histc(self.lengths, bins=self.bins, min=0.0, max=1.0)
        return self._hist
