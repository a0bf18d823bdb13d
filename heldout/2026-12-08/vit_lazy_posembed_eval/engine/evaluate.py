import multiprocessing

import torch

_model = None


def _init(model):
    global _model
    _model = model


def _eval_batch(seed):
    g = torch.Generator().manual_seed(seed)
    images = torch.rand(16, 3, 64, 64, generator=g)
    with torch.no_grad():
        return seed, int(_model(images).argmax(1)[0])


def evaluate(model, num_batches, workers):
    pool = multiprocessing.Pool(workers, initializer=_init, initargs=(model,))
    try:
        return list(pool.imap(_eval_batch, range(num_batches), chunksize=2))
    finally:
        pool.close()
        pool.join()
