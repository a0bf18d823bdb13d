import configparser
import functools

import torch


@functools.lru_cache(maxsize=1)
def preferred_device(path="choc.ini"):
    cp = configparser.ConfigParser()
    cp.read(path)
    wanted = cp["tempering"].get("device", "cpu")
    if wanted == "cuda" and torch.cuda.is_available():
        return torch.device("cuda")
    return torch.device("cpu")
