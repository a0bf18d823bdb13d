import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from data import contact_maps, random_backbones
from utils import retry


def _contacts_for(seed, n, length, threshold):
    maps = contact_maps(random_backbones(n, length, seed), threshold)
    return seed, round(float(maps.mean()), 4)


@retry(attempts=2)
def compute_all(seeds, n, length, threshold):
    fork = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=2, mp_context=fork) as ex:
        futs = [ex.submit(_contacts_for, s, n, length, threshold) for s in seeds]
        return [f.result() for f in futs]
