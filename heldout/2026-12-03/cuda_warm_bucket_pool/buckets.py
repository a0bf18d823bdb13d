from multiprocessing import Pool

import torch

from device import MANAGER


def _bucket_mean(bucket):
    g = torch.Generator().manual_seed(bucket)
    x = torch.randn(64, 128, generator=g).to(MANAGER.device)
    return bucket, round(x.mean().item(), 4)


def process_buckets(n):
    with Pool(2) as pool:
        return sorted(pool.map(_bucket_mean, range(n)))
