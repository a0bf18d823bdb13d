import multiprocessing
from dataclasses import dataclass


@dataclass
class RuntimeConfig:
    start_method: str = "forkserver"
    workers: int = 2

    def __post_init__(self):
        multiprocessing.set_start_method(self.start_method)
