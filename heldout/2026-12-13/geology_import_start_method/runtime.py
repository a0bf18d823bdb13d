import torch.multiprocessing as tmp


def configure_runtime(cfg):
    tmp.set_start_method(cfg.get("start_method", "forkserver"))
    return cfg.get("workers", 2)
