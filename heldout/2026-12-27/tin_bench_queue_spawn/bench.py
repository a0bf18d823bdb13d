"""The workbench; its results queue is made by a dataclass default factory."""
import multiprocessing as mp
from dataclasses import dataclass, field


@dataclass
class Bench:
    smiths: int
    results: object = field(default_factory=mp.Queue)
