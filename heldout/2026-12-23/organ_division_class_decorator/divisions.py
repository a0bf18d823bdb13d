import functools

import torch
from torch import nn

DIVISIONS = {}


def division(name):
    def register(cls):
        original_init = cls.__init__

        @functools.wraps(original_init)
        def __init__(self, pipes, keys):
            original_init(self, pipes, keys)
            self.temperament = self.temper()

        cls.__init__ = __init__
        DIVISIONS[name] = cls
        return cls
    return register


class Division:
    def __init__(self, pipes, keys):
        self.pipes, self.keys = pipes, keys

    def temper(self):
        ratios = torch.empty(self.keys, self.keys)
        nn.init.orthogonal_(ratios)
        return (torch.randn(self.pipes, self.keys) @ ratios).std().item()


@division("great")
class Great(Division):
    pass


@division("swell")
class Swell(Division):
    pass
