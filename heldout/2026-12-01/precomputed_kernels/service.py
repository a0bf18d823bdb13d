import multiprocessing as mp

import torch

from kernels import gaussian_kernel


def handle(req):
    x = torch.randn(64, 64)
    return req, (x @ gaussian_kernel()).sum().item()


def serve(reqs):
    pool = mp.Pool(2)
    try:
        return pool.map(handle, reqs)
    finally:
        pool.terminate()
