from dataclasses import dataclass


@dataclass(frozen=True)
class CatalogConfig:
    n_items: int = 40000
    dim: int = 32
    n_shards: int = 2
    queries_per_shard: int = 1024
    top_k: int = 10
