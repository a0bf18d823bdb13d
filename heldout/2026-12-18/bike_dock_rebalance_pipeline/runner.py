import tomllib

from steps import STEPS


def run_pipeline(path):
    with open(path, "rb") as f:
        cfg = tomllib.load(f)
    ctx = {}
    for name in cfg["pipeline"]["steps"]:
        STEPS[name](cfg.get(name, {}))(ctx)
    return ctx
