import multiprocessing

import torch


def _scans(cfg, seed):
    gen = torch.Generator().manual_seed(seed)
    return torch.rand(cfg.body_scans, cfg.measurements, generator=gen)


def fit_size_chart(cfg):
    scans = _scans(cfg, 0)
    centroids = scans[: len(cfg.sizes)].clone()
    for _ in range(5):
        assign = torch.cdist(scans, centroids).argmin(dim=1)
        for k in range(len(cfg.sizes)):
            members = scans[assign == k]
            if len(members):
                centroids[k] = members.mean(dim=0)
    return centroids


def _grade(collection, centroids, points):
    gen = torch.Generator().manual_seed(len(collection))
    outline = torch.rand(points, centroids.shape[1], generator=gen)
    err = torch.cdist(outline, centroids).amin(dim=1)
    return collection, float(err.mean())


def grade_collections(cfg, centroids):
    ctx = multiprocessing.get_context()
    with ctx.Pool(cfg.workers) as pool:
        return pool.starmap(_grade, [(c, centroids, cfg.pattern_points // 10) for c in cfg.collections])
