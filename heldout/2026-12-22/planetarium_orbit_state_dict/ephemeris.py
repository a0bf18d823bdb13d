import multiprocessing as mp

import torch

from orbitnet import OrbitNet

_model = None


def load_model(state, sizes):
    global _model
    _model = OrbitNet(sizes)
    _model.load_state_dict(state)
    _model.eval()


def predict(job):
    planet, rows = job
    g = torch.Generator().manual_seed(len(planet))
    with torch.no_grad():
        track = _model(torch.randn(rows, _model.sizes[0], generator=g))
    return planet, float(track.mean())


def predict_all(state, sizes, planets, rows, workers):
    pool = mp.Pool(workers, initializer=load_model, initargs=(state, sizes))
    with pool:
        return pool.map(predict, [(p, rows) for p in planets])
