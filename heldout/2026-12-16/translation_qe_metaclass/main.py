import torch

import scorers  # noqa: F401  (defines and registers the scorers)
from base import ScorerMeta


def load_batch(segments=2400, dim=128, seed=9):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(segments, dim, generator=g), torch.randn(segments, dim, generator=g)


if __name__ == "__main__":
    src, hyp = load_batch()
    for name, cls in ScorerMeta.registry.items():
        print(f"{name:>10}: {cls().score(src, hyp):.4f}", flush=True)
