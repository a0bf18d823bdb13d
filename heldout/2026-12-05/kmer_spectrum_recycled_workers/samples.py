from concurrent.futures import ProcessPoolExecutor

import torch

from kmers import spectrum


def sample_distance(sample, reference, reads, length, k):
    g = torch.Generator().manual_seed(sample)
    spec = spectrum(torch.randint(0, 4, (reads, length), generator=g), k).float()
    ref = reference.float()
    return sample, round(float((spec / spec.sum() - ref / ref.sum()).abs().sum()), 4)


def compare_samples(reference, samples, reads, length, k, workers=2, tasks_per_worker=2):
    # recycle workers so that long runs do not accumulate memory
    with ProcessPoolExecutor(max_workers=workers, max_tasks_per_child=tasks_per_worker) as ex:
        futures = [ex.submit(sample_distance, s, reference, reads, length, k) for s in samples]
        return [f.result() for f in futures]
