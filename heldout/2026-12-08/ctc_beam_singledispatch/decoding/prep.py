from functools import singledispatch

import torch


@singledispatch
def to_log_probs(x, vocab):
    raise TypeError(type(x))


@to_log_probs.register
def _(x: torch.Tensor, vocab):
    return torch.log_softmax(x, dim=-1)


@to_log_probs.register
def _(x: list, vocab):
    return to_log_probs(torch.stack(x), vocab)
