import multiprocessing as mp

import torch


def archive(clerk, page):
    sheet = torch.randn(page, page)
    print("clerk", clerk, float((sheet @ sheet).trace()), flush=True)


def tide_ledger(width, clerks, page):
    weights = torch.randn(width, width)
    total = 0.0
    try:
        while True:
            reading = yield total
            total += float((reading @ weights).abs().mean())
    finally:
        archivists = [mp.Process(target=archive, args=(c, page)) for c in range(clerks)]
        for a in archivists:
            a.start()
        for a in archivists:
            a.join()
