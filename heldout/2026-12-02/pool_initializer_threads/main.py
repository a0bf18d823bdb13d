import torch

import settings
from score_pool import ScorePool


def main():
    g = torch.Generator().manual_seed(0)
    queries = torch.randn(settings.N_QUERIES, settings.DIM, generator=g)
    items = torch.randn(settings.N_ITEMS, settings.DIM, generator=g)
    nearest = torch.cdist(queries, items).argmin(dim=1)
    print("exact nearest checksum:", int(nearest.sum()))
    pool = ScorePool()
    print("blocks:", pool.score(range(4)))
    pool.close()


if __name__ == "__main__":
    main()
