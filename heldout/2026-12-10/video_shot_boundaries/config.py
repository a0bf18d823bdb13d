from dataclasses import dataclass


@dataclass
class ShotConfig:
    frames: int = 240
    height: int = 180
    width: int = 320
    bins: int = 64
    nprocs: int = 2
    start_method: str = "fork"
