import torch
import torch.nn as nn


def train(epochs=2, seed=0):
    torch.manual_seed(seed)
    model = nn.Sequential(nn.Linear(256, 512), nn.ReLU(), nn.Linear(512, 3))
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    x = torch.randn(64, 256)
    y = torch.randint(0, 3, (64,))
    for _ in range(epochs):
        loss = nn.functional.cross_entropy(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    with torch.no_grad():
        return model(x).argmax(dim=1), y
