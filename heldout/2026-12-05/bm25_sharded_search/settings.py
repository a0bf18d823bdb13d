import json
import os
from dataclasses import dataclass


@dataclass(frozen=True)
class SearchSettings:
    vocab: int
    docs: int
    doc_len: int
    query_batches: int
    queries_per_batch: int
    query_len: int
    k1: float
    b: float
    top_k: int

    @classmethod
    def load(cls, path=os.path.join(os.path.dirname(__file__), "config.json")):
        with open(path) as f:
            return cls(**json.load(f))
