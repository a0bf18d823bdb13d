from concurrent.futures import ProcessPoolExecutor, as_completed

import torch
import torch.nn.functional as F

from encoder import SentenceEncoder


def dedupe_shard(shard, n_sents, seq_len, threshold):
    g = torch.Generator().manual_seed(shard)
    ids = torch.randint(0, 8000, (n_sents, seq_len), generator=g)
    with torch.inference_mode():
        emb = F.normalize(SentenceEncoder()(ids), dim=1)
    sim = emb @ emb.T
    dup = int(((sim > threshold).sum() - n_sents) // 2)
    return shard, dup


def dedupe_corpus(shards, n_sents, seq_len, threshold, workers=2):
    found = {}
    with ProcessPoolExecutor(max_workers=workers) as ex:
        futures = {ex.submit(dedupe_shard, s, n_sents, seq_len, threshold): s for s in shards}
        for fut in as_completed(futures):
            shard, dup = fut.result()
            found[shard] = dup
    return dict(sorted(found.items()))
