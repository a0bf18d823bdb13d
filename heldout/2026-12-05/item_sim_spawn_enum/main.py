import torch

from recommend import recommend_all
from settings import ServingSettings
from similarity import item_item_similarity


def main():
    s = ServingSettings()
    g = torch.Generator().manual_seed(0)
    sim = item_item_similarity(torch.randn(s.items, s.dim, generator=g))
    print("mean sim", round(float(sim.mean()), 4))
    print(recommend_all(sim, s))


if __name__ == "__main__":
    main()
