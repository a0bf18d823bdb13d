import torch

from registry import build


def rollout(rank, steps):
    h = torch.randn(64, 128)
    cell = build("rnn_cell", hidden=128)
    with torch.no_grad():
        for _ in range(steps):
            h = cell(h)
    print(f"rollout {rank}: {h.norm().item():.3f}", flush=True)
