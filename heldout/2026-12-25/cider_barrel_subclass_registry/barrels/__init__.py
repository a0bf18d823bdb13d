"""Barrel kinds register themselves; every module of this package is imported."""
import importlib
import pkgutil

REGISTRY = {}


class Barrel:
    kind = None

    def __init_subclass__(cls, kind=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.kind = kind
        REGISTRY[kind] = cls

    def __init__(self, staves, width):
        self.staves = staves
        self.width = width

    def age(self):
        raise NotImplementedError


for _info in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_info.name}")
