import multiprocessing as mp

import torch


def tunnel_run(index, rows, angles):
    gusts = torch.randn(rows, angles)
    sting = torch.randn(angles, angles)
    return index, float((gusts @ sting).abs().mean())


def execute(model, workers, rows):
    with mp.get_context("fork").Pool(workers) as pool:
        return pool.starmap(tunnel_run, [(i, rows, model.angles) for i in range(workers)])
