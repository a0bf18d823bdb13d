import functools
import time

import torch
import torch.nn.functional as F


def with_warmup(rows, dim):
    """Run a LayerNorm pass first so the first real batch is not slow."""
    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            t0 = time.perf_counter()
            x = torch.randn(rows, dim)
            F.layer_norm(x, (dim,))
            wrapper.warmup_s = time.perf_counter() - t0
            return fn(*args, **kwargs)
        wrapper.warmup_s = None
        return wrapper
    return decorate
