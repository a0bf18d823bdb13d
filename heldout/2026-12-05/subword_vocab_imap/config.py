from dataclasses import dataclass


@dataclass
class CorpusConfig:
    tokenizer: str = "wordpiece"
    vocab_size: int = 30000
    corpus_tokens: int = 200_000
    keep_top: int = 8000
    shards: int = 4
    sentences_per_shard: int = 2000
    max_len: int = 32
    dim: int = 64
