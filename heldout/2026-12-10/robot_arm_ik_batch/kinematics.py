import torch

LINKS = torch.tensor([0.4, 0.3, 0.2])


def forward(angles):
    cum = torch.cumsum(angles, dim=-1)
    x = (LINKS * torch.cos(cum)).sum(dim=-1)
    y = (LINKS * torch.sin(cum)).sum(dim=-1)
    return torch.stack([x, y], dim=-1)
