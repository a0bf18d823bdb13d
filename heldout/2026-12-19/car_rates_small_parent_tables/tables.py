"""Small rate tables: 3 classes x 7 days."""
import torch

DAY_FACTORS = torch.tensor([1.0, 1.0, 1.0, 1.0, 1.05, 1.0, 1.0])


def weekly_table(classes):
    base = torch.tensor([float(c["base"]) for c in classes])
    weekend = torch.tensor([float(c["weekend_factor"]) for c in classes])
    mask = torch.tensor([0, 0, 0, 0, 0, 1, 1], dtype=torch.float32)
    factors = 1 + (weekend.unsqueeze(1) - 1) * mask
    return base.unsqueeze(1) * factors * DAY_FACTORS
