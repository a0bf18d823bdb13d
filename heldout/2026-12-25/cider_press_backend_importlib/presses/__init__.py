"""Press backends; each module in this package defines PRESS."""
import importlib


def load(name):
    module = importlib.import_module(f"{__name__}.{name}")
    return module.PRESS
