import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch

from models import load_tagger


def evaluate_split(split_id, temperature):
    model = load_tagger()
    g = torch.Generator().manual_seed(100 + split_id)
    tokens = torch.randint(0, 1000, (16, 32), generator=g)
    with torch.no_grad():
        probs = torch.softmax(model(tokens) / temperature, dim=-1)
    return split_id, round(float(probs.amax(dim=-1).mean()), 4)


def evaluate_all(splits, temperature, workers=2):
    ctx = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as ex:
        futures = [ex.submit(evaluate_split, s, temperature) for s in splits]
        return [f.result() for f in futures]
