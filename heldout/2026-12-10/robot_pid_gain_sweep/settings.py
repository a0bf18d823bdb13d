import json
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class SweepConfig:
    state_dim: int
    horizon: int
    rollouts: int
    log_samples: int
    gains: list = field(default_factory=list)
    workers: int = 2

    @classmethod
    def load(cls, path="config.json"):
        return cls(**json.loads(Path(path).read_text()))
