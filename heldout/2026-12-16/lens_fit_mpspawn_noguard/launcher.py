import torch.multiprocessing as tmp

from corridor import fit_replica


def launch(cfg):
    tmp.spawn(fit_replica, args=(cfg["frames"], cfg["points"]), nprocs=cfg["replicas"], join=True)
