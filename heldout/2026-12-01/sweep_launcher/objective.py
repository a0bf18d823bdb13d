import torch


def evaluate(cfg):
    lr, width = cfg
    w = torch.randn(width, width) * lr
    print(f"lr={lr} width={width} loss={w.pow(2).mean().item():.5f}", flush=True)
