from .ganache import whisk
from .enrobing import enrobe

__all__ = ["whisk", "enrobe"]
