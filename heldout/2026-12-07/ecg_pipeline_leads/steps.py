import torch
import torch.nn.functional as F


class Step:
    def fit(self, x):
        return self

    def transform(self, x):
        return x


class BaselineRemover(Step):
    def __init__(self, width):
        self.width = width
        self.kernel = None

    def fit(self, x):
        self.kernel = torch.full((x.shape[1], 1, self.width), 1.0 / self.width)
        return self

    def transform(self, x):
        trend = F.conv1d(x, self.kernel, padding=self.width // 2, groups=x.shape[1])
        return x - trend[..., : x.shape[-1]]


class Standardizer(Step):
    def fit(self, x):
        self.mu = x.mean(dim=(0, 2), keepdim=True)
        self.sd = x.std(dim=(0, 2), keepdim=True)
        return self

    def transform(self, x):
        return (x - self.mu) / self.sd


class Pipeline:
    def __init__(self, steps):
        self.steps = steps

    def fit_transform(self, x):
        for step in self.steps:
            x = step.fit(x).transform(x)
        return x
