from functools import reduce
from typing import NamedTuple

import torch


class RolloutSettings(NamedTuple):
    layers: int = 12
    heads: int = 6
    tokens: int = 197
    discard_ratio: float = 0.9


def _fake_attention(settings, batch, seed):
    g = torch.Generator().manual_seed(seed)
    logits = torch.randn(settings.layers, batch, settings.heads, settings.tokens, settings.tokens,
                         generator=g)
    return logits.softmax(-1).mean(2)


def attention_rollout(settings, batch, seed):
    attn = _fake_attention(settings, batch, seed)
    eye = torch.eye(settings.tokens)
    layers = [(a + eye) / 2 for a in attn]
    return reduce(lambda acc, a: torch.bmm(a, acc), layers)
