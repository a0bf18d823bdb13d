from dataclasses import dataclass


@dataclass
class VAEConfig:
    image_dim: int = 784
    hidden: int = 1024
    latent: int = 32
    shards: int = 4
    samples_per_shard: int = 256
    workers: int = 2
    seed: int = 0
