import contextlib

import torch


@contextlib.contextmanager
def drying_room(pieces, features, reference):
    films = torch.rand(pieces, features)
    standards = torch.rand(reference, features)
    gaps = torch.cdist(films, standards)
    try:
        yield gaps.min(dim=1).values
    finally:
        del films, standards
