import concurrent.futures

import torch

WEIGHTS = torch.linspace(-1.0, 1.0, 8)


def score_chunk(chunk):
    logits = torch.tanh(chunk * 3.0) @ WEIGHTS
    flagged = torch.sigmoid(logits) > 0.55
    return int(flagged.sum())


def score_all(chunks, workers):
    with concurrent.futures.ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(score_chunk, chunks))
