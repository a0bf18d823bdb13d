import torch
import torch.nn.functional as F


class Stage:
    def __or__(self, other):
        return Pipeline([self, other])

    def __call__(self, batch):
        raise NotImplementedError


class Pipeline(Stage):
    def __init__(self, stages):
        self.stages = stages

    def __or__(self, other):
        return Pipeline(self.stages + [other])

    def __call__(self, batch):
        for stage in self.stages:
            batch = stage(batch)
        return batch


class OneHot(Stage):
    def __call__(self, seqs):
        return F.one_hot(seqs, 4).permute(0, 2, 1).float()


class GCWindow(Stage):
    def __init__(self, width):
        self.width = width

    def __call__(self, onehot):
        kernel = torch.zeros(1, 4, self.width)
        kernel[0, 1:3] = 1.0 / self.width  # C and G channels
        return F.conv1d(onehot, kernel)
