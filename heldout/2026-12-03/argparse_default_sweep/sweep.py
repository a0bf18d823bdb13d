from concurrent.futures import ProcessPoolExecutor

import torch

from models import Encoder, sample_batch


def warm(hidden):
    torch.manual_seed(0)
    with torch.no_grad():
        Encoder(hidden)(sample_batch(0, batch=8, steps=16))


def train_one(hidden):
    torch.manual_seed(hidden)
    model = Encoder(hidden)
    with torch.no_grad():
        loss = model(sample_batch(hidden)).pow(2).mean()
    return hidden, round(loss.item(), 4)


def run_sweep(hiddens, workers):
    with ProcessPoolExecutor(max_workers=workers) as ex:
        futures = [ex.submit(train_one, h) for h in hiddens]
        return sorted(f.result() for f in futures)
