import torch


def late_fee(plate, history):
    idx = sum(map(ord, plate)) % 512
    window = history[idx:idx + 1024]
    return plate, torch.sigmoid(window @ window.T).mean().item() * 20
