import multiprocessing as mp

import torch


def explore_rosters(seed, n_staff, n_shifts, n_skills):
    g = torch.Generator().manual_seed(seed)
    a = torch.rand(64, n_staff, n_skills, generator=g)
    b = torch.rand(64, n_shifts, n_skills, generator=g)
    best = torch.einsum("bns,bts->bnt", a, b).amin(dim=2).sum()
    print("seed", seed, "bound", round(float(best), 1), flush=True)


class BackgroundSearch:
    """Runs a roster search in a child process for the duration of a with-block."""

    def __init__(self, seed, shape):
        self.proc = mp.Process(target=explore_rosters, args=(seed,) + shape)

    def __enter__(self):
        self.proc.start()
        return self

    def __exit__(self, *exc):
        self.proc.join()
        return False
