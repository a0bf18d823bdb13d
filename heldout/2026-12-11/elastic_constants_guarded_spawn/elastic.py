import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def stress(strain, atoms):
    pos = torch.rand(atoms, 3, generator=torch.Generator().manual_seed(int(strain * 1000)))
    return float((pos * (1 + strain)).sum() / atoms)


def fit_constants(strains, atoms, start_method):
    with ProcessPoolExecutor(2, mp_context=mp.get_context(start_method)) as ex:
        stresses = list(ex.map(stress, strains, [atoms] * len(strains)))
    slope = (stresses[-1] - stresses[0]) / (strains[-1] - strains[0])
    return {"C11": slope, "C12": slope * 0.4}
