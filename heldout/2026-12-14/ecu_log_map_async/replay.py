from multiprocessing import Pool

import torch

REVOLUTIONS = 3000


def _cylinder_misfires(cylinder, channels):
    gen = torch.Generator().manual_seed(cylinder)
    pressure = torch.rand(REVOLUTIONS, channels, generator=gen)
    return int((pressure.amax(dim=1) - pressure.mean(dim=1) > 0.5).sum())


def misfire_counts(log, cylinders):
    pool = Pool(processes=2)
    try:
        pending = pool.starmap_async(_cylinder_misfires, [(c, log.shape[1]) for c in range(cylinders)])
        return pending.get()
    finally:
        pool.close()
        pool.join()
