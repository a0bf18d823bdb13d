import torch


def make_targets(cfg):
    y = torch.rand(cfg.num_samples)
    return (y - y.mean()) / y.std()
