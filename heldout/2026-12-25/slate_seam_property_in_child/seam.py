from functools import cached_property

import torch


class Seam:
    def __init__(self, samples, planes):
        self.samples = samples
        self.planes = planes

    @cached_property
    def cleavage(self):
        cores = torch.rand(self.samples, self.planes)
        return cores.T @ cores

    def survey(self, gang, out):
        c = self.cleavage
        out.put((gang, float((c @ c).trace())))
