import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch

from .corpus import synthetic_docs
from .minhash import signatures


def _chunks(xs, n):
    k = -(-len(xs) // n)
    return [xs[i:i + k] for i in range(0, len(xs), k)]


def run(cfg):
    docs = synthetic_docs(**cfg["corpus"])
    mh = cfg["minhash"]
    ctx = mp.get_context(cfg["runtime"]["start_method"])
    parts = _chunks(docs, cfg["runtime"]["workers"] * 2)
    with ProcessPoolExecutor(max_workers=cfg["runtime"]["workers"], mp_context=ctx) as ex:
        sigs = torch.cat(list(ex.map(signatures, parts, [mh["num_perm"]] * len(parts), [mh["shingle"]] * len(parts))))
    kept, seen = [], []
    for i, s in enumerate(sigs):
        if any((s == t).float().mean() >= mh["threshold"] for t in seen):
            continue
        seen.append(s)
        kept.append(i)
    return kept
