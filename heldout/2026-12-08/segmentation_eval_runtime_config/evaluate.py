import multiprocessing

import torch


def _miou_proxy(args):
    model, seed, bs, size = args
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        pred = model(torch.rand(bs, 3, size, size, generator=g)).argmax(1)
    return seed, int(pred.flatten().bincount().argmax())


def evaluate(model, cfg):
    jobs = [(model, s, cfg["batch_size"], cfg["image_size"]) for s in range(cfg["batches"])]
    with multiprocessing.Pool(cfg["workers"]) as pool:
        return pool.map(_miou_proxy, jobs)
