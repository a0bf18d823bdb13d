import torch


def setup(cfg):
    torch.manual_seed(cfg.get("seed", 0))
    if cfg.get("deterministic", False):
        torch.set_num_threads(1)
