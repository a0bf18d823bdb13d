"""Dye-bath plugin: steep the cloth in several vats at once."""
import multiprocessing as mp

import torch


def _steep(vat, width):
    cloth = torch.randn(width, width)
    return float((cloth @ cloth).trace())


def apply(cfg, state):
    jobs = [(vat, cfg["width"]) for vat in range(cfg["vats"])]
    with mp.Pool(cfg["vats"]) as pool:
        state["steeped"] = pool.starmap(_steep, jobs)
    return state
