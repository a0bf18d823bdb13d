import functools

import torch
from torch import nn


@functools.singledispatch
def snapshot(obj):
    raise TypeError(f"cannot snapshot {type(obj).__name__}")


@snapshot.register
def _(obj: torch.Tensor):
    return {"tensor": obj.detach().clone()}


@snapshot.register
def _(obj: nn.Module):
    return {k: v.detach().clone() for k, v in obj.state_dict().items()}
