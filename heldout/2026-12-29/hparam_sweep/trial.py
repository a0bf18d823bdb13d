import torch
import torch.nn as nn


def make_mlp(in_dim, hidden, depth):
    layers, d = [], in_dim
    for _ in range(depth):
        layers += [nn.Linear(d, hidden), nn.Tanh()]
        d = hidden
    layers.append(nn.Linear(d, 1))
    return nn.Sequential(*layers)


def run_trial(cfg):
    g = torch.Generator().manual_seed(0)
    w_true = torch.randn(cfg["in_dim"], 1, generator=g)
    model = make_mlp(cfg["in_dim"], cfg["hidden"], cfg["depth"])
    opt = torch.optim.SGD(model.parameters(), lr=cfg["lr"])
    for _ in range(cfg["steps"]):
        x = torch.randn(cfg["batch"], cfg["in_dim"], generator=g)
        y = torch.sin(x @ w_true)
        loss = ((model(x) - y) ** 2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    return loss.item()
