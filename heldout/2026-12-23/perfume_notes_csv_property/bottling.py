import torch
import torch.multiprocessing as tmp


def fill(bottle, width, rows):
    essence = torch.randn(rows, width)
    blend = torch.randn(width, width)
    print(f"bottle {bottle}: {(essence @ blend).std():.3f}", flush=True)


def fill_batch(formula, bottles=2, rows=512):
    procs = [tmp.Process(target=fill, args=(b, formula.width, rows)) for b in range(bottles)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
