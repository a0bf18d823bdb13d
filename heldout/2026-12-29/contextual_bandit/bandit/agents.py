import torch
import torch.nn as nn


class LinUCB:
    def __init__(self, arms, dim, alpha=1.0):
        self.A = torch.eye(dim).repeat(arms, 1, 1)
        self.b = torch.zeros(arms, dim)
        self.alpha = alpha

    def select(self, x):
        A_inv = torch.linalg.inv(self.A)
        theta = (A_inv @ self.b[:, :, None]).squeeze(-1)
        ucb = theta @ x + self.alpha * torch.sqrt(torch.einsum("i,aij,j->a", x, A_inv, x))
        return int(ucb.argmax())

    def update(self, x, a, r):
        self.A[a] += torch.outer(x, x)
        self.b[a] += r * x


class NeuralGreedy:
    def __init__(self, arms, dim, eps=0.1, hidden=256):
        self.net = nn.Sequential(nn.Linear(dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, arms))
        self.opt = torch.optim.SGD(self.net.parameters(), lr=0.01)
        self.eps, self.arms = eps, arms

    def select(self, x):
        if torch.rand(1).item() < self.eps:
            return int(torch.randint(self.arms, (1,)))
        with torch.no_grad():
            return int(self.net(x[None]).argmax())

    def update(self, x, a, r):
        batch = x[None].expand(16, -1)  # replicate for a larger effective step
        loss = (self.net(batch)[:, a] - r).pow(2).mean()
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()


AGENTS = {"linucb": LinUCB, "neural_greedy": NeuralGreedy}
