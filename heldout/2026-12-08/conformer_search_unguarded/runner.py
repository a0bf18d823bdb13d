import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from chem import embed_conformers

START_METHOD = "forkserver"


def search(seeds, atoms, n_conf, workers=2):
    ctx = multiprocessing.get_context(START_METHOD)
    with ProcessPoolExecutor(workers, mp_context=ctx) as ex:
        return list(ex.map(embed_conformers, seeds, [atoms] * len(seeds), [n_conf] * len(seeds)))
