import tomllib
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    intra_op_threads: int
    rows: int
    width: int
    teams: int
    cell: int

    @classmethod
    def load(cls, path):
        with open(path, "rb") as f:
            raw = tomllib.load(f)
        return cls(**raw["compute"], **raw["grid"])
