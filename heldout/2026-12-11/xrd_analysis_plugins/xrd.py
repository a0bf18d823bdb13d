import torch

from base import Analysis
from registry import analysis


@analysis("xrd")
class XrdPeaks(Analysis):
    def prepare(self, patterns):
        return torch.fft.rfft(patterns, dim=1).abs().mean(dim=0)

    def task(self, chunk, reference):
        spec = torch.fft.rfft(chunk, dim=1).abs()
        return (spec / reference).topk(5, dim=1).indices
