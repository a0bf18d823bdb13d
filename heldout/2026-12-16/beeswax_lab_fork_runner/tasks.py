import torch


def purity_task(i, block):
    purity = 1.0 - torch.tanh(block * 3.0).mean(dim=1)
    print(f"[batch {i}] mean purity {float(purity.mean()):.4f}")
