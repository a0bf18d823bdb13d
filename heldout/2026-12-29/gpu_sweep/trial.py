import torch
import torch.nn as nn


def run_trial(hp):
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(32, 128), nn.ReLU(), nn.Linear(128, 1)).cuda()
    opt = torch.optim.AdamW(model.parameters(), lr=hp["lr"], weight_decay=hp["wd"])
    w = torch.randn(32, 1).cuda()
    for _ in range(hp["steps"]):
        x = torch.randn(hp["batch_size"], 32, device="cuda")
        loss = ((model(x) - torch.tanh(x @ w)) ** 2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    return loss.item()
