from dataclasses import dataclass


@dataclass
class TrainConfig:
    num_samples: int = 40_000
    workers: int = 2
    width: int = 64
