from .base import Extractor
from . import spectral

__all__ = ["Extractor", "spectral"]
