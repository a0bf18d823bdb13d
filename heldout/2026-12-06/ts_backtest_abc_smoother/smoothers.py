from abc import ABC, abstractmethod

import torch
import torch.nn.functional as F


class Smoother(ABC):
    @abstractmethod
    def kernel(self):
        ...

    def apply(self, series):
        k = self.kernel()
        k = (k / k.sum()).view(1, 1, -1)
        return F.conv1d(series.unsqueeze(1), k, padding=k.shape[-1] // 2).squeeze(1)


class HannSmoother(Smoother):
    def __init__(self, width):
        self.width = width

    def kernel(self):
        return torch.hann_window(self.width, periodic=False)
