from concurrent.futures import ProcessPoolExecutor

import torch

from admet import predict_panel

DESCRIPTORS = 256


def screen_chunk(args):
    seed, n, endpoints = args
    g = torch.Generator().manual_seed(seed)
    panel = predict_panel(torch.randn(n, DESCRIPTORS, generator=g), endpoints)
    return {e: max(v) for e, v in panel.items()}


def screen_library(n_compounds, endpoints, chunks=4):
    with ProcessPoolExecutor(2) as ex:
        jobs = [(c, n_compounds // chunks, endpoints) for c in range(chunks)]
        futures = [ex.submit(screen_chunk, job) for job in jobs]
        return [f.result() for f in futures]
