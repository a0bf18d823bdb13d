from dataclasses import dataclass


@dataclass(frozen=True)
class RolloutConfig:
    n_actors: int = 2
    batch_envs: int = 256
    obs_dim: int = 32
    hidden: int = 64
    horizon: int = 24
    start_method: str = "fork"
