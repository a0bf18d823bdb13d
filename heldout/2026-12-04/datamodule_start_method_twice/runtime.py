import os

import torch
import torch.multiprocessing as mp


def configure_runtime(seed=0):
    torch.manual_seed(seed)
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    mp.set_start_method("spawn")
    return mp.get_start_method()
