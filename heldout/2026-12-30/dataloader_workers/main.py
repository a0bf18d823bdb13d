import torch
import torch.nn as nn
from torch.utils.data import DataLoader

from ds.dataset import ProjectedPatches


def main():
    model = nn.Linear(256, 256)
    nn.init.orthogonal_(model.weight)
    with torch.no_grad():
        model(torch.randn(512, 256))
    loader = DataLoader(ProjectedPatches(), batch_size=4, num_workers=2)
    total = sum(batch.mean().item() for batch in loader)
    print(f"mean over batches {total / len(loader):.2f}")


if __name__ == "__main__":
    main()
