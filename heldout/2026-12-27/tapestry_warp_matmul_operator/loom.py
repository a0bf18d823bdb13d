"""Weavers work in forked children and report through a pipe."""
import os

import torch


def _weave(side):
    yarn = torch.randn(side, side)
    return float((yarn @ yarn).mean())


def weave(weavers, side):
    readers = []
    for _ in range(weavers):
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(r)
            os.write(w, repr(_weave(side)).encode())
            os._exit(0)
        os.close(w)
        readers.append((pid, r))
    out = []
    for pid, r in readers:
        with os.fdopen(r) as f:
            out.append(float(f.read()))
        os.waitpid(pid, 0)
    return out
