"""Quilting helpers: piecing blocks and stitching them on the frame."""
from .blocks import piece_blocks
from .frame import stitch_frame

__all__ = ["piece_blocks", "stitch_frame"]
