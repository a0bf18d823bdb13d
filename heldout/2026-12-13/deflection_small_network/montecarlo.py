import os

import torch


def exceedance_probability(mean, std, replicas, seed):
    g = torch.Generator().manual_seed(seed)
    draws = torch.randn(replicas, generator=g)
    worst = (mean.max() + draws * std.max()).abs()
    return float((worst > 3.0).float().mean())


def run_forked(mean, std, replicas, count):
    reads = []
    for seed in range(count):
        r, w = os.pipe()
        if os.fork() == 0:
            os.close(r)
            os.write(w, repr(exceedance_probability(mean, std, replicas, seed)).encode())
            os._exit(0)
        os.close(w)
        reads.append(r)
    out = []
    for r in reads:
        out.append(float(os.read(r, 64).decode()))
        os.close(r)
    for _ in reads:
        os.wait()
    return out
