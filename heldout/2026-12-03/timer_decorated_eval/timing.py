import contextlib
import time

import torch


class Timer(contextlib.ContextDecorator):
    """Times a block; subtracts the overhead of a reference matmul measured on entry."""

    def __init__(self, label, records):
        self.label = label
        self.records = records

    def _calibrate(self):
        a = torch.ones(96, 96)
        t0 = time.perf_counter()
        for _ in range(3):
            a = torch.mm(a, a) / 96
        return time.perf_counter() - t0

    def __enter__(self):
        self.overhead = self._calibrate()
        self.t0 = time.perf_counter()
        return self

    def __exit__(self, *exc):
        self.records.append(self.label)
        return False


RECORDS = []
