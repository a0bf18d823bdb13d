from dataclasses import dataclass

import torch.multiprocessing as tmp


@dataclass
class RuntimeConfig:
    start_method: str = "forkserver"
    workers: int = 2


def configure(cfg: RuntimeConfig):
    tmp.set_start_method(cfg.start_method)
    return cfg.workers
