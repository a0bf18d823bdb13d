import torch
import torch.nn.functional as F


def train_epoch(model, opt, loader):
    model.train()
    total, n = 0.0, 0
    for x, y in loader:
        loss = F.cross_entropy(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(y)
        n += len(y)
    return total / n


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    correct = n = 0
    for x, y in loader:
        correct += (model(x).argmax(-1) == y).sum().item()
        n += len(y)
    return correct / n
