import torch
import torch.multiprocessing as tmp
from torch import nn


class Workshop:
    def __init__(self, cfg):
        self.cfg = cfg

    @staticmethod
    def pool_for(cfg):
        return tmp.get_context(cfg["start"]).Pool(cfg["workers"])

    def gather(self):
        width = self.cfg["width"]
        marver = nn.Linear(width, width)
        with torch.no_grad():
            return marver(torch.randn(self.cfg["rows"], width)).mean().item()
