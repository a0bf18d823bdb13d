def soak(flower):
    return flower, sum(ord(c) for c in flower) % 17


def macerate(atelier, flowers):
    with atelier.pool() as pool:
        return dict(pool.map(soak, flowers))


def distil(atelier, passes):
    import torch
    with atelier.pool() as pool:
        return pool.map(torch.tensor, range(passes))
