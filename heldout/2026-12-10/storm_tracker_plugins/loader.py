import importlib
import pkgutil

import plugins


def discover():
    mods = [importlib.import_module(f"plugins.{m.name}") for m in pkgutil.iter_modules(plugins.__path__)]
    return sorted(mods, key=lambda m: m.ORDER)
