"""Stitch uppers to soles on several benches."""
import torch
import torch.multiprocessing as tmp


def _stitch(bench, awl):
    thread = torch.randn(awl, awl)
    return float((thread @ thread).abs().mean())


def stitch_all(stitchers, awl):
    pool = tmp.Pool(stitchers)
    try:
        return pool.starmap(_stitch, [(i, awl) for i in range(stitchers)])
    finally:
        pool.close()
        pool.join()
