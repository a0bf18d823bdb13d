import multiprocessing as mp

import torch
import torch.nn.functional as F


def balance(samples, accords):
    trials = torch.randn(samples, accords)
    return F.layer_norm(trials, (accords,)).abs().mean().item()


def sniff(nose, rows):
    strip = torch.randn(rows, 512)
    memory = torch.randn(512, 512)
    return nose, float((strip @ memory).std())


def panel(noses, rows):
    with mp.Pool(noses) as pool:
        return pool.starmap(sniff, [(n, rows) for n in range(noses)])
