import os

import torch


def fit(boiler):
    plates = torch.randn(boiler, boiler)
    return float((plates @ plates).abs().mean())


def start_fitter(index, boiler):
    pid = os.fork()
    if pid == 0:
        torch.set_num_threads(1)
        status = 1
        try:
            print("fitter", index, fit(boiler), flush=True)
            status = 0
        finally:
            os._exit(status)
    return pid


def fit_all(fitters, boiler):
    pids = [start_fitter(i, boiler) for i in range(fitters)]
    return [os.waitstatus_to_exitcode(os.waitpid(p, 0)[1]) for p in pids]
