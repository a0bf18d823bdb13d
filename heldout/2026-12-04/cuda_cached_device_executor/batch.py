from concurrent.futures import ProcessPoolExecutor

from kernels import pairwise_energy


def run_batch(seeds, workers=2):
    with ProcessPoolExecutor(max_workers=workers) as ex:
        return list(ex.map(pairwise_energy, seeds))
