import concurrent.futures as cf

import torch

_EMB = {}


def _init_embeddings(vocab, dim):
    g = torch.Generator().manual_seed(0)
    _EMB["in"] = torch.randn(vocab, dim, generator=g) * 0.01
    _EMB["out"] = torch.randn(vocab, dim, generator=g) * 0.01


def _shard_loss(seed, batch=4096, window=5, negatives=5):
    g = torch.Generator().manual_seed(seed)
    vocab = _EMB["in"].shape[0]
    center = torch.randint(0, vocab, (batch,), generator=g)
    ctx = torch.randint(0, vocab, (batch, window + negatives), generator=g)
    scores = torch.bmm(_EMB["out"][ctx], _EMB["in"][center][:, :, None])[..., 0]
    return seed, round(float(torch.nn.functional.logsigmoid(scores).mean()), 4)


def train_shards(vocab, dim, seeds):
    with cf.ProcessPoolExecutor(2, initializer=_init_embeddings, initargs=(vocab, dim)) as ex:
        return list(ex.map(_shard_loss, seeds, timeout=None))
