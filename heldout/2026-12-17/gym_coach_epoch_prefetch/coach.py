"""Load-prediction model for coaching plans, trained epoch by epoch."""
import torch

from prefetch import fork_prefetchers


class Coach:
    def __init__(self, cfg):
        self.cfg = cfg
        gen = torch.Generator().manual_seed(1)
        self.weights = torch.rand(cfg["features"], 1, generator=gen)
        self.history = []

    def evaluate(self, epoch):
        gen = torch.Generator().manual_seed(50 + epoch)
        holdout = torch.rand(self.cfg["athletes"], self.cfg["features"], generator=gen)
        spread = holdout.std(dim=0).mean()
        loss = ((holdout @ self.weights).softmax(dim=0).max() / spread).item()
        self.history.append(loss)
        return loss

    def fit(self):
        rows = self.cfg["athletes"] // self.cfg["shards"]
        for epoch in range(self.cfg["epochs"]):
            fork_prefetchers(self.cfg["shards"], rows, epoch)
            print(f"epoch {epoch}: holdout peak load {self.evaluate(epoch):.5f}", flush=True)
