import multiprocessing

import torch


def launch_pool(fn, items, processes=2):
    # one intra-op thread per process from here on: the workers already use every core
    torch.set_num_threads(1)
    with multiprocessing.Pool(processes) as pool:
        return pool.map(fn, items)
