import multiprocessing as mp

import torch


def _augment_epoch(epoch, dim, out):
    gen = torch.Generator().manual_seed(epoch)
    a = torch.randn(dim, dim, generator=gen)
    mixed = a @ a.T
    out.put((epoch, round(float(mixed.diagonal().mean()), 2)))


def prepare_epoch(epoch, dim=256):
    out = mp.Queue()
    proc = mp.Process(target=_augment_epoch, args=(epoch, dim, out), name=f"prep-{epoch}")
    proc.start()
    result = out.get()
    proc.join()
    return result
