"""Generator pipeline: read -> embed -> check in worker processes."""
import itertools
import multiprocessing as mp

import torch

from logs import read_logs


def embed(chunks, width):
    proj = torch.rand(width, width, generator=torch.Generator().manual_seed(1)) / width
    for chunk, rows in chunks:
        yield chunk, rows @ proj


def _check(item):
    chunk, vectors = item
    scores = torch.sigmoid(vectors @ vectors.T)
    return chunk, int((scores > 0.5 + 1e-3).sum().item() % 97)


def check_remote(items, workers):
    first = next(items, None)
    if first is None:
        return
    items = itertools.chain([first], items)
    with mp.Pool(workers) as pool:
        yield from pool.imap(_check, items)


def build(cfg):
    chunks = read_logs(cfg["log_lines"], cfg["embedding"], cfg["chunk"])
    return check_remote(embed(chunks, cfg["embedding"]), cfg["workers"])
