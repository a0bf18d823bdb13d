import torch


class Keyring:
    """Keeps the master key profiles on the accelerator while the shop is open."""

    def __init__(self, keys, cuts, device):
        self.keys, self.cuts = keys, cuts
        self.device = device if (device != "cuda" or torch.cuda.is_available()) else "cpu"
        self.masters = None

    def __enter__(self):
        self.masters = torch.randn(self.keys, self.cuts).to(self.device)
        return self

    def __exit__(self, *exc):
        self.masters = None
        return False
