"""Boat plugins, imported in the order fleet.toml lists them."""
import importlib
import tomllib

with open("fleet.toml", "rb") as _f:
    FLEET = tomllib.load(_f)["fleet"]

BOATS = {name: importlib.import_module(f"{__name__}.{name}") for name in FLEET["boats"]}
