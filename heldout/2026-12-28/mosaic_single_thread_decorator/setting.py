import multiprocessing as mp

import torch

from runtime import single_threaded


@single_threaded
def set_panel(panel):
    bed = torch.randn(512, 512)
    return float((bed @ bed).mean()) + panel


def set_panels(panels, setters):
    with mp.Pool(setters) as pool:
        return pool.map(set_panel, range(panels))
