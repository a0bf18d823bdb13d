import multiprocessing as mp

import torch
import torch.nn as nn


def eval_shard(rank):
    model = nn.Linear(32, 4).cuda()
    with torch.no_grad():
        out = model(torch.randn(8, 32, device="cuda"))
    print(f"shard {rank}: {out.mean().item():.4f}", flush=True)


def run_shards(n=2):
    procs = []
    for rank in range(n):
        proc = mp.Process(target=eval_shard, args=(rank,))
        proc.start()
        procs.append(proc)
    for proc in procs:
        proc.join()
    codes = [proc.exitcode for proc in procs]
    if any(codes):
        raise SystemExit(f"shard failures: {codes}")
