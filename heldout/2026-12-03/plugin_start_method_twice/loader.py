import importlib


def load_all(names):
    registry = {}
    for name in names:
        module = importlib.import_module(f"plugins.{name}")
        module.setup(registry)
    return registry
