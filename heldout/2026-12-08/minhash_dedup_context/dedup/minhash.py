import torch

PRIME = 2_147_483_647


class MinHasher:
    def __init__(self, num_perm, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.a = torch.randint(1, PRIME, (num_perm,), generator=g)
        self.b = torch.randint(0, PRIME, (num_perm,), generator=g)

    def signature(self, shingles):
        hashed = (shingles[:, None] * self.a[None, :] + self.b[None, :]) % PRIME
        return hashed.min(dim=0).values
