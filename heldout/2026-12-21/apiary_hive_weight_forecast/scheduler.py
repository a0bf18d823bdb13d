"""Fan the per-hive forecasts out over a worker pool."""
import multiprocessing as mp

import torch

_MODEL = None


def _install(model):
    global _MODEL
    _MODEL = model


def _forecast_hive(job):
    name, rows, hidden = job
    torch.manual_seed(len(name))
    readings = torch.randn(rows, hidden)
    return name, float(_MODEL.forecast(readings).mean())


def survey(model, hives, rows, workers):
    jobs = [(h, rows, model.hidden) for h in hives]
    with mp.Pool(workers, initializer=_install, initargs=(model,)) as pool:
        return dict(pool.map(_forecast_hive, jobs))
