import torch

from vocab import ROWS


class NegativeSampler:
    def __init__(self, table, num_negatives=40_000):
        self.table = table
        idx = torch.randint(0, ROWS, (num_negatives,))
        self.negatives = table.index_select(0, idx)
