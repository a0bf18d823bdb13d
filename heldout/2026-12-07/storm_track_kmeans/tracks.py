import multiprocessing

import torch


def track_spread(args):
    cluster, n_tracks, n_points = args
    g = torch.Generator().manual_seed(cluster)
    pts = torch.rand(n_tracks, n_points, generator=g)
    return cluster, round(float(torch.pdist(pts).mean()), 4)


def cluster_spreads(k, n_tracks, n_points):
    pool = multiprocessing.Pool(processes=2)
    try:
        res = pool.map_async(track_spread, [(c, n_tracks, n_points) for c in range(k)])
        return dict(res.get())
    finally:
        pool.close()
        pool.join()
