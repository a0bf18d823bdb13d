import torch

from engine import evaluate, normalise

N_TX, N_FIELDS = 300_000, 4

if __name__ == "__main__":
    g = torch.Generator().manual_seed(42)
    tx = normalise(torch.rand(N_TX, N_FIELDS, generator=g))
    print(evaluate(tx))
