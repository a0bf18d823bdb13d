import torch


class PinnedReplay:
    def __init__(self, capacity=1024, obs_dim=16, device="cuda"):
        self.obs = torch.zeros(capacity, obs_dim, device=device)
        self.ptr = 0

    def add(self, batch):
        n = batch.shape[0]
        self.obs[self.ptr:self.ptr + n] = batch.to(self.obs.device)
        self.ptr += n
