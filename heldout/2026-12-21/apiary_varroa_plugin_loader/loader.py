"""Load the analysis plugins named in varroa.json, in order."""
import importlib


def load(names):
    classes = []
    for name in names:
        module = importlib.import_module(f"plugins.{name}")
        classes.append(module.Plugin)
    return classes
