import torch
import torch.nn as nn

from dataset import ProjectedFeatures
from loader import make_loader

CFG = {"batch_size": 2, "num_workers": 2, "intra_op_threads": 2}


def main():
    torch.manual_seed(0)
    head = nn.Linear(64, 512)
    with torch.no_grad():
        warm = head(torch.randn(64, 64))
    print("head warm-up:", tuple(warm.shape))
    loader = make_loader(ProjectedFeatures(), CFG)
    total = 0.0
    for batch in loader:
        total += float(batch.sum())
    print("feature total:", round(total, 2))


if __name__ == "__main__":
    main()
