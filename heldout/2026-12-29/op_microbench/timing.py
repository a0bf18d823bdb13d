import time

import torch

from ops import OPS


def time_op(name, size, repeats, queue):
    x = torch.randn(size, size)
    fn = OPS[name]
    fn(x)
    t0 = time.perf_counter()
    for _ in range(repeats):
        fn(x)
    queue.put(round((time.perf_counter() - t0) / repeats * 1e6, 1))
