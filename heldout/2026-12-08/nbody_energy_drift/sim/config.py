from dataclasses import dataclass, field


@dataclass(frozen=True)
class SimConfig:
    particles: int = 1000
    softening: float = 0.05
    dt: float = 1e-3
    steps: int = 20
    seeds: tuple = field(default_factory=lambda: (11, 12, 13, 14))

    @classmethod
    def from_argv(cls, argv):
        kw = {}
        for item in argv:
            key, value = item.split("=")
            kw[key] = type(getattr(cls, key))(value)
        return cls(**kw)
