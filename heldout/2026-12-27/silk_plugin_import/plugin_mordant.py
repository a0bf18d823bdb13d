"""Mordant plugin: fix the mordant into every skein."""
import torch
from torch import nn


def apply(cfg, state):
    torch.manual_seed(0)
    skeins = torch.randn(cfg["skeins"], cfg["width"])
    fixer = nn.Linear(cfg["width"], cfg["width"])
    with torch.no_grad():
        state["fixed"] = fixer(skeins).relu().mean().item()
    return state
