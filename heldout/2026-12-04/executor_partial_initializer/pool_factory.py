from concurrent.futures import ProcessPoolExecutor
from functools import partial

import torch


def make_executor(workers, threads_per_worker=1):
    return ProcessPoolExecutor(max_workers=workers,
                               initializer=partial(torch.set_num_threads, threads_per_worker))
