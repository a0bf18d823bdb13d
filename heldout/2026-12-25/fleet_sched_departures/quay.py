import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch
from torch import nn


def weigh_catch(hauls, width):
    scale = nn.Linear(width, width)
    with torch.no_grad():
        print("catch", float(scale(torch.rand(hauls, width)).sum()), flush=True)


def shoot_nets(size):
    net = torch.rand(size, size)
    return float((net @ net).mean())


def send_boats(boats, net_size):
    with ProcessPoolExecutor(boats, mp_context=multiprocessing.get_context("fork")) as fleet:
        trips = [fleet.submit(shoot_nets, net_size) for _ in range(boats)]
        print("landed", [t.result() for t in trips], flush=True)
