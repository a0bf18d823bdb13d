import multiprocessing as mp
from dataclasses import dataclass, field


@dataclass
class HaltSignal:
    reason: str = ""
    event: object = field(default_factory=mp.Event)

    def trip(self, reason):
        self.reason = reason
        self.event.set()
