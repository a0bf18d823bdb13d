from dataclasses import dataclass


@dataclass
class Venue:
    name: str
    hours: int


@dataclass
class Catering:
    covers: int
    courses: int
