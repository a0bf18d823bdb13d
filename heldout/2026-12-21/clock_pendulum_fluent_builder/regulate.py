import os

import torch


def regulate(clock, rows, rate):
    torch.manual_seed(len(clock))
    beats = torch.randn(rows, rate.shape[0]) @ rate
    return clock, os.environ.get("PENDULUM_WORKER", "0"), float(beats.std())
