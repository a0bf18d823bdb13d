import torch
import torch.nn as nn


def train_trial(params):
    lr, hidden = params
    torch.manual_seed(0)
    x = torch.randn(64, 128)
    y = (x[:, 0] > 0).long()
    model = nn.Sequential(nn.Linear(128, hidden), nn.ReLU(), nn.Linear(hidden, 2))
    opt = torch.optim.SGD(model.parameters(), lr=lr)
    for _ in range(5):
        opt.zero_grad()
        loss = nn.functional.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
    return params, round(loss.item(), 3)
