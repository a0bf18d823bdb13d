import multiprocessing

import torch


def price(tray):
    fish = torch.rand(tray, tray)
    return float((fish @ fish).mean())


def open_market(stalls):
    return multiprocessing.Pool(stalls)
