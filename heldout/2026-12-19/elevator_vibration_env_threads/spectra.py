import multiprocessing as mp

import torch


def _peak(args):
    shaft, reference = args
    gen = torch.Generator().manual_seed(shaft)
    window = torch.rand(1024, reference.shape[0], generator=gen)
    return shaft, (window @ reference).amax().item() / reference.shape[0]


def shaft_spectra(reference, shafts):
    with mp.Pool(2) as pool:
        return pool.map(_peak, [(s, reference) for s in range(shafts)])
