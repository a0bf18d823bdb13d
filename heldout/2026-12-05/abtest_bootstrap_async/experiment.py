import torch

from metrics import Revenue, summarize


class Experiment:
    def __init__(self, name, variants, users, days):
        self.name = name
        self.variants = variants
        self.users = users
        self.days = days

    def collect(self):
        g = torch.Generator().manual_seed(1)
        return {v: Revenue(torch.empty(self.users, self.days).uniform_(0.0, 1.0 + 0.05 * i, generator=g))
                for i, v in enumerate(self.variants)}

    def report(self, data):
        return {v: round(summarize(m), 4) for v, m in data.items()}
