import envsetup  # noqa: F401  (sets thread env before torch loads)

import torch

from clustering import cluster_shards
from tfidf import tfidf

CORPUS = {"docs": 2000, "vocab": 4000, "k": 5, "shards": [0, 1, 2, 3]}


def main():
    g = torch.Generator().manual_seed(42)
    counts = torch.randint(0, 3, (CORPUS["docs"], CORPUS["vocab"]), generator=g, dtype=torch.float32)
    print("tfidf mass", round(float(tfidf(counts).sum()), 2))
    for shard, sizes in cluster_shards(CORPUS["shards"], 1000, CORPUS["vocab"], CORPUS["k"]):
        print(shard, sizes)


if __name__ == "__main__":
    main()
