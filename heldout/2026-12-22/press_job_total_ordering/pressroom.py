import multiprocessing as mp

import torch


def ink_job(job):
    g = torch.Generator().manual_seed(len(job.title))
    forme = torch.randn(job.width, job.width, generator=g)
    return job.title, float((forme @ forme.T).mean())


def run_jobs(jobs, workers=2):
    pool = mp.Pool(workers)
    try:
        return sorted(pool.imap_unordered(ink_job, jobs))
    finally:
        pool.terminate()
