import torch
from torch import nn


def pretrain(dim=512, steps=3, batch=64):
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(dim, dim), nn.ReLU(), nn.Linear(dim, 1))
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    x = torch.randn(batch, dim)
    y = x[:, :1]
    loss = None
    for _ in range(steps):
        opt.zero_grad()
        loss = ((model(x) - y) ** 2).mean()
        loss.backward()
        opt.step()
    return model, (round(float(loss.detach()), 4) if loss is not None else None)
