import multiprocessing as mp

import torch

FORK = mp.get_context("fork")


def bed_minutes(bed, readings, dry_threshold):
    gen = torch.Generator().manual_seed(100 + bed)
    moisture = torch.rand(readings, generator=gen)
    deficit = torch.clamp(dry_threshold - moisture, min=0.0)
    return bed, float(deficit.mean() * 60)


def schedule(beds, readings, dry_threshold, workers):
    jobs = [(b, readings, dry_threshold) for b in range(beds)]
    with FORK.Pool(workers) as pool:
        return pool.starmap(bed_minutes, jobs)
