import multiprocessing as mp

import torch

from palette import shade_name


def _sew(index):
    square = torch.randn(512, 512)
    return shade_name(index), float((square @ square).trace())


def sew_all(squares, workers):
    pool = mp.Pool(workers)
    result = pool.map_async(_sew, range(squares))
    pool.close()
    squares_done = result.get()
    pool.join()
    return squares_done
