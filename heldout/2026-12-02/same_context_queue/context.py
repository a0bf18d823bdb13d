import torch.multiprocessing as mp

CTX = mp.get_context("spawn")


def make_channels():
    return CTX.Queue(), CTX.Lock()
