import torch
from torch import nn


def device():
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


def build_net(classes):
    torch.manual_seed(2)
    return nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
                         nn.Flatten(), nn.Linear(16, classes))


def estimate(net, frames, dev):
    with torch.no_grad():
        return net.to(dev)(frames.to(dev)).softmax(dim=1).cpu()
