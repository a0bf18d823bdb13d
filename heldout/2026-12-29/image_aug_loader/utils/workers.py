import functools
import random

import numpy as np
import torch


def _init(worker_id, threads):
    seed = torch.initial_seed() % 2**32
    random.seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(threads)


def make_worker_init(threads_per_worker):
    return functools.partial(_init, threads=threads_per_worker)
