from functools import partial

import torch
import torch.nn.functional as F


def apply_coat(panels, *, eps, gloss):
    return F.layer_norm(panels, panels.shape[-1:], eps=eps) * gloss


def coat_for(cfg):
    with_eps = partial(apply_coat, eps=cfg["eps"])
    return partial(with_eps, gloss=cfg["gloss"])


def fresh_panels(cfg):
    return torch.rand(cfg["panels"], cfg["grain"])
