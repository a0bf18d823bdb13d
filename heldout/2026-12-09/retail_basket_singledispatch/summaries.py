from functools import singledispatch

import torch


@singledispatch
def summarize(obj, n_skus):
    raise TypeError(f"cannot summarize {type(obj).__name__}")


@summarize.register
def _(obj: torch.Tensor, n_skus):
    counts = torch.bincount(obj, minlength=n_skus)
    return {"distinct": int((counts > 0).sum()), "top": int(counts.argmax())}


@summarize.register
def _(obj: list, n_skus):
    return summarize(torch.tensor(obj, dtype=torch.long), n_skus)
