"""Pairwise excipient interaction scores for compounding formulas."""
import torch


def interaction_tensor(formulas, excipients, seed=9):
    gen = torch.Generator().manual_seed(seed)
    a = torch.rand(formulas, excipients, excipients, generator=gen)
    b = torch.rand(formulas, excipients, excipients, generator=gen)
    return torch.einsum("bij,bjk->bik", a, b)
