import itertools

import torch


def blast(rows, width):
    for n in itertools.count():
        yield torch.full((rows, width), 1.0 / (n + 1))


def dress(block, chisel):
    return block @ chisel
