import torch


def summarise(thicknesses):
    t = torch.tensor(thicknesses)
    return f"{len(thicknesses)} candles, mean coat {t.mean().item():.3f}"
