import torch
import torch.nn as nn

from dataset import MixtureDataset
from loader import make_loader


def main():
    torch.manual_seed(0)
    encoder = nn.Sequential(nn.Linear(64, 512), nn.ReLU(), nn.Linear(512, 64))
    with torch.no_grad():
        encoder(torch.randn(32, 64))
    total = 0.0
    for batch in make_loader(MixtureDataset()):
        with torch.no_grad():
            total += float(encoder(batch).abs().sum())
    print("encoded total:", round(total, 1))


if __name__ == "__main__":
    main()
