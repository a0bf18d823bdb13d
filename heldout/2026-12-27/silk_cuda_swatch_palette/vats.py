"""Steep in fork-context vats on the palette's device."""
import multiprocessing as mp

import torch


def _steep(vat, side, dev):
    dye = torch.randn(side, side, device=dev)
    print("vat", vat, float((dye @ dye).mean()))


def steep(count, side, dev):
    ctx = mp.get_context("fork")
    procs = [ctx.Process(target=_steep, args=(i, side, dev)) for i in range(count)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    codes = [p.exitcode for p in procs]
    if any(codes):
        raise SystemExit(f"vats failed: {codes}")
    return codes
