import time

import torch


@torch.no_grad()
def measure(model, batch_size, in_dim, repeats):
    x = torch.randn(batch_size, in_dim)
    model(x)  # warm-up
    t0 = time.perf_counter()
    for _ in range(repeats):
        model(x)
    return (time.perf_counter() - t0) / repeats
