from dataclasses import dataclass, field


@dataclass
class SearchConfig:
    backend: str = "pool"
    workers: int = 2
    n_fft_bins: int = 12
    frames: int = 4096
    catalogue: list = field(default_factory=lambda: [f"ref_{i:03d}" for i in range(8)])
