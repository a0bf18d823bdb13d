from dataclasses import dataclass, field

import torch.multiprocessing as mp


@dataclass
class LineConfig:
    stations: int = 2
    parts: int = 100
    stop: object = field(default_factory=mp.Event)
