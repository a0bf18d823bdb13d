import torch
import torch.multiprocessing as tmp


def shunt(size):
    couplings = torch.randn(size, size)
    return float((couplings @ couplings).std())


def shunt_all(shunters, size):
    with tmp.Pool(shunters) as pool:
        return pool.map(shunt, [size] * shunters)
