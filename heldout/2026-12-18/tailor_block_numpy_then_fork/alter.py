import csv
import multiprocessing as mp

import torch


def load_clients(path="measurements.csv"):
    with open(path) as f:
        return [(r["client"], [float(r[k]) for k in ("chest", "waist", "hip", "inseam")]) for r in csv.DictReader(f)]


def _alter(args):
    client, meas, block = args
    t = torch.from_numpy(block)
    scale = torch.tensor(meas).mean() / 95.0
    fitted = t @ (torch.eye(t.shape[1]) * scale)
    return client, float(fitted.mean())


def alter_all(block, clients):
    with mp.get_context("fork").Pool(2) as pool:
        return pool.map(_alter, [(c, m, block) for c, m in clients])
