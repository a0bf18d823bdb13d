import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def project(slide, width, device):
    frame = torch.full((width,), float(slide), device=device)
    return float(frame.sum().cpu())


def show_slides(slides, width, device):
    with ProcessPoolExecutor(2, mp_context=mp.get_context("fork")) as pool:
        futures = [pool.submit(project, s, width, device) for s in range(slides)]
        return [f.result() for f in futures]
