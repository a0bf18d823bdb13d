import multiprocessing as mp

import torch

from model import Joint


def perform(width, rows):
    joint = Joint(width)
    with torch.no_grad():
        print("pose", float(joint(torch.randn(rows, width)).mean()), flush=True)


def curtain_up(width, performers, rows):
    cast = [mp.Process(target=perform, args=(width, rows)) for _ in range(performers)]
    try:
        for p in cast:
            p.start()
    finally:
        for p in cast:
            if p.pid is not None:
                p.join()
