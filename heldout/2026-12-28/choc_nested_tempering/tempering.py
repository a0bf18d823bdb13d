import torch


def temper(batches, size):
    """Seed, cool and stir the couverture; returns the final crystal index."""

    def seed_crystals(count):
        return torch.randn(count, size, size)

    def cool(mass):
        def stir(m):
            return torch.bmm(m, m.transpose(1, 2))

        return stir(mass).diagonal(dim1=1, dim2=2).mean().item()

    return cool(seed_crystals(batches))
