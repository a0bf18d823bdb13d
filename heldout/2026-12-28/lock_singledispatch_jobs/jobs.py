import csv
from dataclasses import dataclass


@dataclass
class MasterKey:
    rows: int
    width: int


@dataclass
class Rekey:
    size: int
    count: int


def load(path):
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            if row["kind"] == "masterkey":
                yield MasterKey(int(row["rows"]), int(row["width"]))
            elif row["kind"] == "rekey":
                yield Rekey(int(row["rows"]), int(row["count"]))
