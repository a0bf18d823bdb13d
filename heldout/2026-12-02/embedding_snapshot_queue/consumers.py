import multiprocessing as mp

import torch


class Consumer(mp.Process):
    """Pulls batches of item ids from a queue and scores them against its own table."""

    def __init__(self, consumer_id, requests, replies, n_items=50000, dim=64):
        super().__init__(daemon=True)
        self.consumer_id = consumer_id
        self.requests = requests
        self.replies = replies
        self.n_items = n_items
        self.dim = dim

    def run(self):
        g = torch.Generator().manual_seed(self.consumer_id)
        table = torch.randn(self.n_items, self.dim, generator=g)
        while True:
            item = self.requests.get()
            if item is None:
                break
            batch_id, ids = item
            rows = table.index_select(0, torch.tensor(ids))
            self.replies.put((batch_id, round(float(rows.norm(dim=1).mean()), 3)))


def start_consumers(requests, replies, n=2):
    consumers = [Consumer(i, requests, replies) for i in range(n)]
    for c in consumers:
        c.start()
    return consumers
