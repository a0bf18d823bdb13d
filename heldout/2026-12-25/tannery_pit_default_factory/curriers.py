import multiprocessing

import torch
from torch import nn


def curry(rows):
    roller = nn.Linear(512, 512)
    with torch.no_grad():
        return float(roller(torch.rand(rows, 512)).abs().mean())


def curry_all(count, rows):
    with multiprocessing.Pool(count) as pool:
        return pool.map(curry, [rows] * count)
