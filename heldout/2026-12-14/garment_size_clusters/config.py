from dataclasses import dataclass, field


@dataclass
class GradingConfig:
    body_scans: int = 8000
    measurements: int = 24
    sizes: list = field(default_factory=lambda: ["XS", "S", "M", "L", "XL", "XXL"])
    collections: list = field(default_factory=lambda: ["spring-denim", "linen-shirts", "knitwear"])
    pattern_points: int = 120_000
    workers: int = 2
