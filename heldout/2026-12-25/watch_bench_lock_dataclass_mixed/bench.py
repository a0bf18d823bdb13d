import multiprocessing
from dataclasses import dataclass, field


@dataclass
class Bench:
    start_method: str
    watchmakers: int
    screws: int
    loupe: object = field(default_factory=multiprocessing.Lock)

    @property
    def context(self):
        return multiprocessing.get_context(self.start_method)
