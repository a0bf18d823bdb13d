from multiprocessing import Pool

import torch
import torch.nn.functional as F

_SCALE = None


def _set_scale(scale):
    global _SCALE
    _SCALE = scale


def summarise_tile(item):
    idx, index_map = item
    valid = index_map.clamp(-1.0, 1.0)
    small = F.interpolate(valid[None, None], scale_factor=_SCALE, mode="bilinear", align_corners=False)
    return idx, round(float(small.mean()), 4)


def summarise(index_maps, workers, scale):
    pool = Pool(workers, initializer=_set_scale, initargs=(scale,))
    try:
        return sorted(pool.imap_unordered(summarise_tile, enumerate(index_maps)))
    finally:
        pool.close()
        pool.join()
