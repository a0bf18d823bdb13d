from multiprocessing import Pool

import torch
import torch.nn.functional as F


def count_crowns(key, tile, threshold):
    fine = F.interpolate(tile[None, None], scale_factor=2, mode="bilinear", align_corners=False)[0, 0]
    tops = (fine > threshold) & (fine == F.max_pool2d(fine[None, None], 3, 1, 1)[0, 0])
    return key, int(tops.sum())


def segment_stand(model, tile, threshold, workers):
    jobs = [(key, t, threshold) for key, t in model.tiles(tile)]
    pool = Pool(workers)
    try:
        pending = pool.starmap_async(count_crowns, jobs)
        return dict(pending.get())
    finally:
        pool.close()
        pool.join()
