import multiprocessing as mp
from dataclasses import dataclass, field
from typing import Any


@dataclass
class MinibarLedger:
    path: str
    lock: Any = field(default_factory=mp.Lock)

    def record(self, room, items):
        with self.lock:
            print(f"room {room}: restock {items}", flush=True)
