import torch
import torch.multiprocessing as tmp
from torch import nn


def _string(width, rows):
    bridge = nn.Linear(width, width)
    with torch.no_grad():
        print("strung", float(bridge(torch.rand(rows, width)).sum()), flush=True)


def string_up(instruments, width=512, rows=512):
    makers = [tmp.Process(target=_string, args=(width, rows)) for _ in range(instruments)]
    for m in makers:
        m.start()
    for m in makers:
        m.join()
