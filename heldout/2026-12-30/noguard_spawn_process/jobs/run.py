import multiprocessing as mp

import torch


def job(n):
    print("job", torch.arange(n).sum().item(), flush=True)


def run_job(n=10):
    ctx = mp.get_context("spawn")
    p = ctx.Process(target=job, args=(n,))
    p.start()
    p.join()
    if p.exitcode != 0:
        raise SystemExit(f"job failed with exit code {p.exitcode}")
