import torch

from base import Luthier


class MapleLuthier(Luthier):
    def carve(self):
        billets = torch.rand(self.billets, self.grain)
        q, r = torch.linalg.qr(billets)
        return float(r.diagonal().abs().mean())
