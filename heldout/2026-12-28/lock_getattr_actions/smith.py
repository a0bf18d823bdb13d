import torch

import rekey


class Locksmith:
    def __init__(self, cp):
        self.cp = cp

    def survey(self):
        sec = self.cp["survey"]
        pins = torch.randn(sec.getint("pins"), sec.getint("dims"))
        masters = torch.randn(sec.getint("masters"), sec.getint("dims"))
        return torch.cdist(pins, masters).min(dim=1).values.mean().item()

    def rekey(self):
        return rekey.rekey_all(self.cp["rekey"].getint("children"))
