from dataclasses import dataclass


@dataclass
class Session:
    name: str
    probes: tuple

    @classmethod
    def from_name(cls, name):
        return cls(name=name, probes=("imec0", "imec1"))
