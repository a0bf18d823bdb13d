import multiprocessing as mp

import torch


def check_hull(size):
    panel = torch.randn(size, size)
    return float((panel @ panel.T).trace())


def launch(cfg):
    sizes = [cfg["hull_size"]] * cfg["crew"]
    with mp.Pool(cfg["workers"]) as pool:
        return pool.map(check_hull, sizes)
