import torch
from torch import nn


class OutcomeModel(nn.Module):
    def __init__(self, n_features, hidden=256):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_features, hidden), nn.ReLU(), nn.Linear(hidden, 3))

    def forward(self, x):
        return self.net(x)


class Trainer:
    def __init__(self, model, batch):
        self.model = model
        self.batch = batch
        self.opt = torch.optim.Adam(model.parameters(), lr=1e-3)

    def steps(self, n):
        g = torch.Generator().manual_seed(0)
        for _ in range(n):
            x = torch.rand(self.batch, self.model.net[0].in_features, generator=g)
            y = torch.randint(0, 3, (self.batch,), generator=g)
            loss = nn.functional.cross_entropy(self.model(x), y)
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()
            yield float(loss)
