from contextlib import closing

import torch
import torch.multiprocessing as tmp

from cache import AttentionCache


def _score_block(args):
    block, nodes, dim, fanout, block_size = args
    feats = torch.rand(nodes, dim, generator=torch.Generator().manual_seed(7))
    weights = AttentionCache(feats, fanout, block_size)[block].softmax(-1)
    return block, round(float(weights.max(dim=1).values.mean()), 4)


def score_blocks(blocks, nodes, dim, fanout, block_size, workers=2):
    jobs = [(b, nodes, dim, fanout, block_size) for b in blocks]
    with closing(tmp.Pool(workers)) as pool:
        results = list(pool.imap(_score_block, jobs))
    pool.join()
    return results
