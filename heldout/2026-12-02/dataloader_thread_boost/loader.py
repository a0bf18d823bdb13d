import functools

import torch
from torch.utils.data import DataLoader


def init_worker(worker_id, threads):
    # each worker may use a couple of intra-op threads for the projection
    torch.set_num_threads(threads)
    torch.manual_seed(1234 + worker_id)


def make_loader(dataset, cfg):
    return DataLoader(
        dataset,
        batch_size=cfg["batch_size"],
        num_workers=cfg["num_workers"],
        worker_init_fn=functools.partial(init_worker, threads=cfg["intra_op_threads"]),
    )
