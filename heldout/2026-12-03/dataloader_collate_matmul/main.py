import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from collate import set_basis, whiten_collate
from dataset import PatchDataset


def main():
    ds = PatchDataset()
    g = torch.Generator().manual_seed(1)
    smooth = F.conv2d(ds.patches[:8, None], torch.ones(1, 1, 3, 3) / 9, padding=1)
    print("smoothed", round(smooth.std().item(), 4))
    set_basis(torch.linalg.qr(torch.randn(64, 64, generator=g)).Q)
    loader = DataLoader(ds, batch_size=8, num_workers=2, collate_fn=whiten_collate)
    for i, batch in enumerate(loader):
        print(i, round(batch.pow(2).mean().item(), 4))


if __name__ == "__main__":
    main()
