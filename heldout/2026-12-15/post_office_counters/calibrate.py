import torch
import torch.nn.functional as F


def fit_service_rate(observed_minutes, steps=5):
    rate = torch.tensor(0.5, requires_grad=True)
    opt = torch.optim.SGD([rate], lr=0.005)
    for _ in range(steps):
        opt.zero_grad()
        loss = F.mse_loss(torch.full_like(observed_minutes, 1.0) / rate, observed_minutes)
        loss.backward()
        opt.step()
    return float(rate.detach())


def observed(n, seed=31):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(n, generator=g) * 4 + 1
