import os

import torch


def _blow(index):
    bulb = torch.randn(512, 512)
    return (bulb @ bulb).abs().sum().item() + index


def blow_all(children):
    pids = []
    for index in range(children):
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                _blow(index)
            except BaseException:
                code = 1
            os._exit(code)
        pids.append(pid)
    return [os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) for pid in pids]
