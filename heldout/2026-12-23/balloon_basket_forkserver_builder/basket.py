import torch


def weigh(member, rows, cols):
    sandbags = torch.randn(rows, cols)
    spread = torch.randn(cols, cols)
    print(f"basket {member}: load {float((sandbags @ spread).abs().mean()):.3f}", flush=True)
