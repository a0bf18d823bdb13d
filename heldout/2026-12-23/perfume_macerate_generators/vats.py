import itertools

import torch


def petals(vats, rows, cols):
    for vat in range(vats):
        yield vat, torch.rand(rows, cols)


def macerate(batches):
    for vat, batch in batches:
        yield vat, torch.cov(batch.T)


def taste(vats, rows, cols, first):
    stages = macerate(petals(vats, rows, cols))
    for vat, cov in itertools.islice(stages, first):
        yield vat, float(cov.diagonal().mean())
