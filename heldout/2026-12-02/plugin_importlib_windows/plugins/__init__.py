import importlib

DEFAULT_PLUGINS = ("identity", "spectral")


def load_plugins(names=DEFAULT_PLUGINS):
    return {name: importlib.import_module(f"plugins.{name}") for name in names}
