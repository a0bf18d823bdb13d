import os
import signal

import torch


def tumble(loads, hide):
    batch = torch.rand(loads, hide, hide)
    return float(torch.bmm(batch, batch).mean())


def ring_bell():
    os.kill(os.getpid(), signal.SIGUSR1)
