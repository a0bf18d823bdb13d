from dataclasses import dataclass


@dataclass
class Pulp:
    rows: int
    cols: int


@dataclass
class Sheets:
    count: int
    size: int
    workers: int


FACTORIES = {"pulp": Pulp, "sheets": Sheets}
