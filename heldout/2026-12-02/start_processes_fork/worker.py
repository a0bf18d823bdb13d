import torch
import torch.nn as nn


def worker(rank, world_size, results):
    torch.manual_seed(0)
    model = nn.Linear(512, 512)
    x = torch.randn(8, 512)
    with torch.no_grad():
        y = model(x)
    results[rank] = round(float(y.abs().mean()), 4)
