import enum


class Method(enum.Enum):
    STAKES = "stakes"
    CORES = "cores"
