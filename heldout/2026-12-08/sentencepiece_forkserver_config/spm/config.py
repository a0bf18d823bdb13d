from dataclasses import dataclass


@dataclass
class TrainerConfig:
    vocab_size: int = 8000
    corpus_tokens: int = 200_000
    shard_tokens: int = 100_000
    num_workers: int = 2
    mp_start: str = "forkserver"
