import torch

SPECIES = ("dog", "cat", "rabbit")


def due_patients(n, seed=5):
    g = torch.Generator().manual_seed(seed)
    species = torch.randint(0, len(SPECIES), (n,), generator=g)
    days_overdue = torch.randint(-30, 60, (n,), generator=g)
    return [(i, SPECIES[int(s)], int(d)) for i, (s, d) in enumerate(zip(species, days_overdue)) if d > 0]
