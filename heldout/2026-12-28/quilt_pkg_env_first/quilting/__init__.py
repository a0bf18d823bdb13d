"""Quilting package; the runtime settings are applied before torch is imported."""
from . import _runtime  # noqa: F401  (must stay first)
from .blocks import press_blocks
from .frame import quilt_rows

__all__ = ["press_blocks", "quilt_rows"]
