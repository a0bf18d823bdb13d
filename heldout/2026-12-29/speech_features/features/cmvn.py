from dataclasses import dataclass

import torch


@dataclass
class GlobalCMVN:
    mean: torch.Tensor
    std: torch.Tensor
    count: int

    @classmethod
    def estimate(cls, feats):
        feats = list(feats)
        allf = torch.cat(feats, 0)
        mean = allf.mean(0)
        var = ((allf - mean) ** 2).mean(0)
        return cls(mean=mean, std=var.clamp_min(1e-8).sqrt(), count=allf.shape[0])
