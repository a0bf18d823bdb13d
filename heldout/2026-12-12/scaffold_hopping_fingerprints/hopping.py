from concurrent.futures import ProcessPoolExecutor

import torch

from chemspace import random_fingerprints, tanimoto_matrix

LIBRARY_SIZE = 4096
BITS = 512


def best_hops(query_block):
    library = random_fingerprints(LIBRARY_SIZE, BITS, seed=99)
    sims = tanimoto_matrix(query_block, library)
    return sims.max(dim=1).values.tolist()


def hop_all(queries, blocks):
    chunks = list(torch.chunk(queries, blocks))
    with ProcessPoolExecutor(max_workers=2) as ex:
        results = ex.map(best_hops, chunks)
        return [s for block in results for s in block]
