from dataclasses import dataclass


@dataclass(frozen=True)
class ThumbConfig:
    size: int = 128
    scale: float = 0.5
    preview_batch: int = 8
    tile_batch: int = 8
    workers: int = 2
    tiles: int = 4
