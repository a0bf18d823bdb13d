import importlib


def resolve(spec):
    module, _, attr = spec.partition(":")
    return getattr(importlib.import_module(module), attr)


def run_pipeline(cfg):
    ctx = {"guests": cfg["guests"]}
    for spec in cfg["steps"]:
        resolve(spec)(ctx)
    return ctx
