import torch


def train(rank, steps):
    w = torch.zeros(4, requires_grad=True)
    for _ in range(steps):
        (w - rank).pow(2).sum().backward()
        with torch.no_grad():
            w -= 0.1 * w.grad
            w.grad.zero_()
    print(f"rank {rank} w={[round(v, 3) for v in w.tolist()]}", flush=True)
