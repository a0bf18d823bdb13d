from dataclasses import dataclass, field


@dataclass
class EEGConfig:
    channels: int = 64
    samples: int = 4096
    rate: int = 256
    workers: int = 2
    bands: dict = field(default_factory=lambda: {"alpha": (8, 12), "beta": (13, 30)})
