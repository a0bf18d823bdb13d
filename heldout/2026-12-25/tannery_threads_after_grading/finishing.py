import multiprocessing

import torch


def buff(size):
    hide = torch.rand(size, size)
    return float((hide @ hide).mean())


def hand_over(workers, size, worker_threads):
    # the finishers inherit this setting through fork
    torch.set_num_threads(worker_threads)
    with multiprocessing.Pool(workers) as pool:
        return pool.map(buff, [size] * workers)
