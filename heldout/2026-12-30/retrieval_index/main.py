import json
import multiprocessing as mp
import random

import torch

from features.encode import encode_doc, score_block


def make_corpus(n, seed=0):
    rng = random.Random(seed)
    words = ["neural", "index", "query", "retrieval", "vector", "token", "search", "rank", "dense", "sparse"]
    return [" ".join(rng.choice(words) for _ in range(12)) for _ in range(n)]


def main():
    docs = make_corpus(200)
    queries = torch.stack([encode_doc(q) for q in make_corpus(16, seed=1)])
    blocks = [(queries, docs[i:i + 50]) for i in range(0, len(docs), 50)]
    with mp.Pool(2) as pool:
        scores = list(pool.imap(score_block, blocks))
    print(json.dumps({"block_scores": [round(s, 3) for s in scores]}))


if __name__ == "__main__":
    main()
