import json
import os

import torch


def load_config(path):
    with open(os.path.join(os.path.dirname(os.path.dirname(__file__)), path)) as f:
        return json.load(f)


def configure_runtime(cfg):
    threads = cfg.get("intra_op_threads")
    if threads:
        torch.set_num_threads(threads)
