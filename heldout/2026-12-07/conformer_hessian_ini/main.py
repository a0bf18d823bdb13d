from torch.multiprocessing import start_processes

import settings
from vib import frequencies, random_hessians, rank_worker


def main():
    cfg = settings.load()
    ref = frequencies(random_hessians(cfg["conformers"], cfg["atoms"], seed=0))
    print("reference zero-point", round(float(ref.sum()), 1))
    start_processes(rank_worker, args=(cfg,), nprocs=cfg["nprocs"], start_method=cfg["start_method"])


if __name__ == "__main__":
    main()
