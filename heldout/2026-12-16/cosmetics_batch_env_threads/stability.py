import torch


def batch_stability(chunk):
    return round(float(torch.sigmoid(chunk * 10 - 5).mean()), 4)
