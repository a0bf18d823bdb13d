from dataclasses import dataclass, field


@dataclass
class Inspection:
    branch: str
    cars: int
    checks: int


@dataclass
class Settlement:
    branch: str
    accounts: list = field(default_factory=list)
