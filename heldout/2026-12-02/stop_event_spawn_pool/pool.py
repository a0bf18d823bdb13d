import torch.multiprocessing as mp

from sync import STOP
from tasks import crunch, init


def crunch_all(items, processes=2):
    ctx = mp.get_context("spawn")
    with ctx.Pool(processes, initializer=init, initargs=(STOP,)) as pool:
        return pool.map(crunch, items)
