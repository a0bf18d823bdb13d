from contextlib import contextmanager

import torch.multiprocessing as tmp


@contextmanager
def mp_runtime(method, workers=2):
    tmp.set_start_method(method)
    pool = tmp.Pool(workers)
    try:
        yield pool
    finally:
        pool.close()
        pool.join()
