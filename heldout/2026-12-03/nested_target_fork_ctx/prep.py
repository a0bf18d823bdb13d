import torch


def estimate_scale(values):
    t = torch.tensor(values, dtype=torch.float32)
    return round(float(t.abs().max()), 3)
