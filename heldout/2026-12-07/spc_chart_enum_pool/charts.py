import enum

import torch


class Chart(enum.Enum):
    XBAR = "xbar"
    MEDIAN = "median"

    def center(self, samples):
        if self is Chart.XBAR:
            return samples.mean(dim=1)
        return samples.median(dim=1).values

    def limits(self, samples, k=3.0):
        c = self.center(samples)
        lo = samples.kthvalue(max(1, samples.shape[1] // 20), dim=1).values
        return c.mean() - k * (c.mean() - lo.mean()), c.mean() + k * (c.mean() - lo.mean())
