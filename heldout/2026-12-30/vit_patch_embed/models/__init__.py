from .registry import build_model, register
from . import vit  # noqa: F401  (registers vit_tiny)
