import torch

from scoring import equate
from service import ScoringService

CANDIDATES, ITEMS = 4096, 128


def main():
    svc = ScoringService()
    g = torch.Generator().manual_seed(0)
    raw = torch.rand(CANDIDATES, ITEMS, generator=g)
    print("equated", round(float(equate(raw).max()), 4))
    print(svc.score([1, 2, 3], CANDIDATES, ITEMS))
    svc.close()


if __name__ == "__main__":
    main()
