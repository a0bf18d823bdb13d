import torch.multiprocessing as mp

ESTOP = mp.Event()


def trip():
    ESTOP.set()
