"""Act plugins. Worker processes must not inherit the ring-master's state."""
import importlib

import torch.multiprocessing as tmp

tmp.set_start_method("spawn")


def load(names):
    return [importlib.import_module(f"plugins.{n}") for n in names]
