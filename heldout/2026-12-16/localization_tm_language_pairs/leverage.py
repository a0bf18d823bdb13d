import multiprocessing as mp

import torch


def _band(chunk):
    fuzzy = torch.tanh(chunk / chunk.shape[1] ** 0.5)
    return int((fuzzy < 0.75).sum()), chunk.numel()


def leverage_report(tm, matches, workers):
    chunks = list(matches.t().contiguous().chunk(workers))
    with mp.Pool(workers) as pool:
        parts = pool.map(_band, chunks)
    hits = sum(h for h, _ in parts)
    total = sum(n for _, n in parts)
    return f"{hits}/{total} fuzzy hits"
