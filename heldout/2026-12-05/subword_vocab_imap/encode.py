import multiprocessing as mp

import torch
import torch.nn.functional as F

_STATE = {}


def _init(vocab, cfg):
    _STATE["vocab"] = vocab
    _STATE["cfg"] = cfg


def encode_shard(shard):
    cfg = _STATE["cfg"]
    g = torch.Generator().manual_seed(shard)
    kept = torch.tensor(_STATE["vocab"])
    pos = torch.randint(0, len(kept), (cfg.sentences_per_shard, cfg.max_len), generator=g)
    ids = kept[pos]
    table = torch.randn(cfg.vocab_size, cfg.dim, generator=g)
    sent = F.embedding_bag(ids, table, mode="mean")
    sent = F.normalize(sent, dim=1)
    return shard, round(float(sent.sum()), 3)


def encode_corpus(tokenizer, cfg):
    results = {}
    with mp.Pool(2, initializer=_init, initargs=(tokenizer.kept, cfg)) as pool:
        for shard, checksum in pool.imap_unordered(encode_shard, range(cfg.shards)):
            results[shard] = checksum
    return [results[k] for k in sorted(results)]
