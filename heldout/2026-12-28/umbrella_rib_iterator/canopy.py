import torch
import torch.multiprocessing as tmp


def _stretch(index):
    panel = torch.randn(512, 512)
    return float(torch.matmul(panel, panel).abs().max()) + index


def stretch_all(count, workers):
    pool = tmp.Pool(workers)
    try:
        pending = [pool.apply_async(_stretch, (i,)) for i in range(count)]
        return [p.get() for p in pending]
    finally:
        pool.close()
        pool.join()
