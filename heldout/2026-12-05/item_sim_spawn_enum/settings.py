import enum
from dataclasses import dataclass


class StartMethod(enum.Enum):
    FORK = "fork"
    SPAWN = "spawn"
    FORKSERVER = "forkserver"


@dataclass
class ServingSettings:
    items: int = 4096
    dim: int = 64
    user_blocks: int = 4
    users_per_block: int = 512
    k: int = 20
    workers: int = 2
    start_method: StartMethod = StartMethod.SPAWN
