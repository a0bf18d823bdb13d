import multiprocessing as mp
from dataclasses import dataclass, field


@dataclass
class Scoreboard:
    title: str
    penned: object = field(default_factory=lambda: mp.Value("i", 0))

    def total(self):
        with self.penned.get_lock():
            return self.penned.value
