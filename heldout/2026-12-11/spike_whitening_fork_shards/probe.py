from dataclasses import dataclass


@dataclass(frozen=True)
class Probe:
    n_channels: int
    n_samples: int

    @classmethod
    def neuropixels_like(cls):
        return cls(n_channels=64, n_samples=8192)
