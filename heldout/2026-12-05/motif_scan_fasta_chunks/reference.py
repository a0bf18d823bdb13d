from typing import NamedTuple

import torch


class Background(NamedTuple):
    log_freqs: torch.Tensor
    log_norm: float

    @classmethod
    def from_config(cls, cfg):
        g = torch.Generator().manual_seed(cfg["seed"])
        # per-window log-likelihoods of the reference under each of the candidate models
        ll = torch.randn(cfg["windows"], cfg["models"], generator=g)
        norm = torch.logsumexp(ll, dim=1).mean()
        return cls(torch.log(torch.tensor([0.3, 0.2, 0.2, 0.3])), float(norm))
