import contextlib
import time

import torch


@contextlib.contextmanager
def cuda_timer(records, label):
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    yield
    torch.cuda.synchronize()
    records[label] = time.perf_counter() - t0
