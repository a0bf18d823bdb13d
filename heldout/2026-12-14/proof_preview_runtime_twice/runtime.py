import torch
import torch.multiprocessing as mp

DEFAULT_METHOD = "forkserver"


def setup_runtime(method=DEFAULT_METHOD):
    mp.set_start_method(method)
    torch.manual_seed(0)
