from concurrent.futures import ProcessPoolExecutor, as_completed

import torch

from featurizers import REGISTRY


def featurize_batch(name, max_atoms, seed, batch):
    g = torch.Generator().manual_seed(seed)
    coords = torch.randn(batch, max_atoms, 3, generator=g)
    charges = torch.randint(1, 9, (batch, max_atoms), generator=g).to(torch.float32)
    feats = REGISTRY[name](max_atoms).transform(coords, charges)
    return seed, round(float(feats.mean()), 3)


def screen_library(name, max_atoms, seeds, batch, workers):
    out = {}
    with ProcessPoolExecutor(workers) as ex:
        futures = []
        for seed in seeds:
            futures.append(ex.submit(featurize_batch, name, max_atoms, seed, batch))
        for fut in as_completed(futures):
            seed, value = fut.result()
            out[seed] = value
    return out
