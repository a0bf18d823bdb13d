import multiprocessing as mp

import torch

CTX = mp.get_context("spawn")


def count_gate(gate, minutes, total):
    g = torch.Generator().manual_seed(gate)
    entries = torch.poisson(torch.full((minutes,), 1.5), generator=g)
    with total.get_lock():
        total.value += int(entries.sum())


def run_gates(counter, gates, minutes):
    procs = [CTX.Process(target=count_gate, args=(gate, minutes, counter.total)) for gate in gates]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return counter.total.value
