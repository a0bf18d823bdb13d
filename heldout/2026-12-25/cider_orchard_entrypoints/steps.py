import configparser
import importlib


def read(path="orchard.ini"):
    cp = configparser.ConfigParser()
    cp.read(path)
    return cp


def resolve(spec):
    """Turn 'module:function' into the function, like an entry point."""
    module_name, _, attr = spec.partition(":")
    return getattr(importlib.import_module(module_name), attr)


def pipeline(cp):
    names = [s.strip() for s in cp["pipeline"]["steps"].split(",")]
    return [(name, resolve(cp["entrypoints"][name])) for name in names]
