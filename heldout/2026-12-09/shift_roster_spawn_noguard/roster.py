import multiprocessing as mp

import torch


def build_ward_roster(ward, n_nurses, n_shifts, seed):
    gen = torch.Generator().manual_seed(seed)
    preference = torch.rand(n_nurses, n_shifts, generator=gen)
    assigned = preference.argmax(dim=1)
    coverage = torch.bincount(assigned, minlength=n_shifts)
    print(f"{ward}: min shift coverage {int(coverage.min())}", flush=True)


class RosterBuilder:
    def __init__(self, start_method, n_nurses, n_shifts):
        self.ctx = mp.get_context(start_method)
        self.n_nurses = n_nurses
        self.n_shifts = n_shifts

    def build_all(self, wards):
        procs = [self.ctx.Process(target=build_ward_roster, args=(w, self.n_nurses, self.n_shifts, i), name=w)
                 for i, w in enumerate(wards)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        failed = [p.name for p in procs if p.exitcode != 0]
        if failed:
            raise SystemExit(f"roster build failed for {failed}")
