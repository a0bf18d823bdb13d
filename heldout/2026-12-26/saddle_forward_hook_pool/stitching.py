import multiprocessing

import torch


def _stitch(awl):
    thread = torch.randn(awl, awl)
    return float((thread @ thread).abs().mean())


def stitch_after(stitchers, awl):
    def hook(module, inputs, output):
        with multiprocessing.Pool(stitchers) as pool:
            module.stitches = pool.map(_stitch, [awl] * stitchers)
    return hook
