import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch

from detector import device, load_detector

_DET = None


def inspect_stall(stall, frames, size):
    g = torch.Generator().manual_seed(stall)
    images = torch.rand(frames, 3, size, size, generator=g).to(device())
    with torch.no_grad():
        scores = _DET(images).softmax(dim=1)
    return stall, int(scores.argmax(dim=1).mode().values)


def inspect_all(cfg):
    global _DET
    _DET = load_detector(cfg["image_size"])
    ctx = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
        futs = [ex.submit(inspect_stall, s, cfg["frames_per_stall"], cfg["image_size"])
                for s in cfg["stalls"]]
        return [f.result() for f in futs]
