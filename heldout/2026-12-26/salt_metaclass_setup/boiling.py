import multiprocessing

import torch


def _boil(size):
    pan = torch.randn(size, size)
    return float((pan @ pan).abs().mean())


def boil_all(boilers, size):
    with multiprocessing.get_context("fork").Pool(boilers) as pool:
        return pool.map(_boil, [size] * boilers)
