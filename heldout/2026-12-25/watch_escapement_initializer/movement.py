import configparser
from typing import NamedTuple

import torch


class Movement(NamedTuple):
    wheels: int
    teeth: int
    winders: int
    mainspring: int

    @classmethod
    def from_ini(cls, path):
        cp = configparser.ConfigParser()
        cp.read(path)
        return cls(**{f: cp.getint("movement", f) for f in cls._fields})


class Escapement:
    def __init__(self, movement):
        self.m = movement

    def __call__(self):
        train = torch.rand(self.m.wheels, self.m.teeth, self.m.teeth)
        return float(torch.bmm(train, train).mean())
