import importlib
import tomllib

with open("watch.toml", "rb") as f:
    cfg = tomllib.load(f)

module_name, _, func_name = cfg["tasks"]["wind"].partition(":")
task = getattr(importlib.import_module(module_name), func_name)
print("wound", task(**cfg["winding"]))
