from dataclasses import dataclass, field
from typing import Callable


@dataclass
class PartBatch:
    calibre: str
    wear: list = field(default_factory=list)
    cleaner: Callable[[float], float] = lambda w: max(0.0, w - 0.25)

    def cleaned(self, pool):
        return pool.map(self.cleaner, self.wear)
