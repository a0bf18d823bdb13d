import torch.multiprocessing as mp

from filters import filter_signal


def run_bank(settings, n):
    results = mp.Queue()
    workers = []
    for idx in range(n):
        w = mp.Process(target=filter_signal, args=(idx, settings, results))
        w.start()
        workers.append(w)
    out = sorted(results.get() for _ in workers)
    for w in workers:
        w.join()
    return out
