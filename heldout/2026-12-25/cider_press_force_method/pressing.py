import multiprocessing
from dataclasses import dataclass


def build_cheese(layers):
    return sum(range(layers))


@dataclass
class Press:
    name: str
    pressers: int
    cheeses: int

    @classmethod
    def from_row(cls, row):
        multiprocessing.set_start_method(row["start_method"], force=True)
        return cls(row["press"], int(row["pressers"]), int(row["cheeses"]))

    def run(self):
        with multiprocessing.Pool(self.pressers) as pool:
            return pool.map(build_cheese, range(1, self.cheeses + 1))
