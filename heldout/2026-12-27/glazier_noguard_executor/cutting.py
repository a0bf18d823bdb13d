"""Cut panes in a process pool of the configured start method."""
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor


def _cut(size):
    return sum(i * i for i in range(size))


def cut_all(method, panes, workers):
    with ProcessPoolExecutor(max_workers=workers, mp_context=mp.get_context(method)) as ex:
        return list(ex.map(_cut, panes))
