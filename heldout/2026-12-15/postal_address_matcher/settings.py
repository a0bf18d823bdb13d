import configparser
from dataclasses import dataclass


@dataclass(frozen=True)
class MatcherSettings:
    addresses: int
    embedding_dim: int
    shards: int
    start_method: str
    processes: int

    @classmethod
    def from_ini(cls, path):
        cp = configparser.ConfigParser()
        cp.read(path)
        m, r = cp["matcher"], cp["runtime"]
        return cls(m.getint("addresses"), m.getint("embedding_dim"), m.getint("shards"),
                   r.get("start_method"), r.getint("processes"))
