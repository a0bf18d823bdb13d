"""Job records parsed from jobs.csv."""
from dataclasses import dataclass


@dataclass
class Stretch:
    rows: int
    width: int


@dataclass
class Resole:
    cobblers: int
    width: int


KINDS = {"stretch": Stretch, "resole": Resole}


def parse(row):
    return KINDS[row["kind"]](int(row["a"]), int(row["b"]))
