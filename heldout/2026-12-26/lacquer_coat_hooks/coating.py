import multiprocessing

import torch

import hooks


def _coat(layer, width):
    urushi = torch.randn(width, width)
    return layer, float((urushi @ urushi).abs().mean())


@hooks.on("coat")
def coat_all(job):
    with multiprocessing.Pool(job["workers"]) as pool:
        job["coats"] = pool.starmap(_coat, [(i, job["width"]) for i in range(job["coats"])])
    return job
