import multiprocessing
import os


def init_runtime(seed=0):
    """Process-wide setup shared by the train and eval entry points."""
    multiprocessing.set_start_method("forkserver")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    import torch

    torch.manual_seed(seed)
