import multiprocessing as mp

import torch


def prepare_for_workers():
    torch.set_num_threads(1)


def featurize(rank, dim):
    x = torch.randn(64, dim)
    print(f"job {rank}: {(x @ torch.randn(dim, dim)).shape}", flush=True)


def launch(dim, n=2):
    prepare_for_workers()
    procs = [mp.Process(target=featurize, args=(i, dim)) for i in range(n)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
