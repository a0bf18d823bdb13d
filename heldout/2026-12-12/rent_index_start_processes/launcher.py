import os

import torch.multiprocessing as tmp

START_METHOD = os.environ.get("RENT_INDEX_START_METHOD", "fork")


def run_per_district(fn, n, *args):
    ctx = tmp.start_processes(fn, args=args, nprocs=n, join=False, start_method=START_METHOD)
    while not ctx.join():
        pass
