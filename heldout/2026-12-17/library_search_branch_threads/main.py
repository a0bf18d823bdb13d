import torch

from index import CatalogueIndex
from branches import check_branches

if __name__ == "__main__":
    idx = CatalogueIndex()
    q = torch.rand(64, generator=torch.Generator().manual_seed(99))
    sims = idx.similar(q)
    print(f"best match score {float(sims.max()):.3f}")
    for branch, n in check_branches(float(sims.mean())):
        print(f"{branch}: {n} copies on the shelf")
