import torch.multiprocessing as mp

from survival import site_worker


def run_sites(n_sites, n_patients):
    mp.spawn(site_worker, args=(n_patients,), nprocs=n_sites, join=True)
