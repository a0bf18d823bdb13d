import multiprocessing as mp

import torch


def bag(sack):
    flour = torch.randn(sack, sack)
    return float((flour @ flour).abs().mean())


class Mill:
    def __init__(self, cfg):
        self.cfg = cfg
        self.flowing = False

    def open_sluice(self):
        self.flowing = True

    def close_sluice(self):
        self.flowing = False

    def grind(self):
        stones = torch.randn(self.cfg["batches"], self.cfg["stones"], self.cfg["stones"])
        return torch.bmm(stones, stones.transpose(1, 2)).mean()

    def dispatch(self):
        with mp.Pool(self.cfg["millers"]) as pool:
            return pool.map(bag, [self.cfg["sack"]] * self.cfg["millers"])
