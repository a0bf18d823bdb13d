import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch

_STATE = {}


def _quantize(name):
    w = _STATE[name]
    scale = w.abs().max() / 127
    q = (w / scale).round().clamp(-127, 127)
    err = (q * scale - w).abs().mean()
    return name, round(err.item(), 6)


def quantize_all(state):
    _STATE.clear()
    _STATE.update(state)
    names = sorted(n for n, t in state.items() if t.dim() == 2)
    fork = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=2, mp_context=fork) as ex:
        pending = [ex.submit(_quantize, n) for n in names]
        return sorted(f.result() for f in pending)
