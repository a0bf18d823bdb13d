import torch


def shard_postings(shard, docs, vocab):
    g = torch.Generator().manual_seed(shard)
    terms = torch.randint(0, vocab, (docs, 50), generator=g)
    return torch.bincount(terms.reshape(-1), minlength=vocab)


def index_shard(shard, docs, vocab, queue):
    df = shard_postings(shard, docs, vocab)
    queue.put((shard, int((df > 0).sum())))
