from multiprocessing import Pool

import torch


def _cross_tab(args):
    var_a, var_b, z = args
    joint = (z[:, var_a] > 0) & (z[:, var_b] > 0)
    weight = torch.exp(-z[:, var_a].abs())
    return (var_a, var_b), float((weight * joint).sum())


def cross_tabulate(z, pairs, workers=2, worker_setup=None, setup_args=()):
    with Pool(workers, initializer=worker_setup, initargs=setup_args) as pool:
        return dict(pool.map(_cross_tab, [(a, b, z) for a, b in pairs]))
