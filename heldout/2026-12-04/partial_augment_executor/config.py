from dataclasses import dataclass


@dataclass(frozen=True)
class AugConfig:
    n_images: int = 256
    channels: int = 3
    image_size: int = 32
    batch_size: int = 64
    kernel_sizes: tuple = (3, 5)
    workers: int = 2
    seed: int = 7
