import os
import tomllib


def apply_env(path):
    with open(path, "rb") as f:
        cfg = tomllib.load(f)
    for key, value in cfg.get("env", {}).items():
        os.environ.setdefault(key, str(value))
    return cfg
