import torch.multiprocessing as tmp

from jobs import featurize


def launch(dim, n=2):
    procs = []
    for i in range(n):
        p = tmp.Process(target=featurize, args=(i, dim))
        p.start()
        procs.append(p)
    for p in procs:
        p.join()
