import multiprocessing as mp

import torch

from anvil import shape_horn


def open_workshop(workers):
    # each worker runs its tensor ops on one thread
    return mp.Pool(workers, initializer=torch.set_num_threads, initargs=(1,))


def shape_all(pool, horns, rows):
    return dict(pool.starmap(shape_horn, [(h, rows) for h in range(horns)]))
