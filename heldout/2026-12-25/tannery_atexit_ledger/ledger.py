import atexit
import multiprocessing

import torch
from torch import nn


def _tally(rows):
    book = nn.Linear(512, 512)
    with torch.no_grad():
        print("ledger page", float(book(torch.rand(rows, 512)).sum()), flush=True)


def _flush(clerks, rows):
    pages = [multiprocessing.Process(target=_tally, args=(rows,)) for _ in range(clerks)]
    for p in pages:
        p.start()
    for p in pages:
        p.join()
    print("ledger closed", flush=True)


def open_ledger(cfg):
    atexit.register(_flush, cfg["clerks"], cfg["ledger_rows"])
