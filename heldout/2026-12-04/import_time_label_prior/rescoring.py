import multiprocessing

import torch

from priors import LOG_PRIOR, N_CLASSES


def rescore(batch_id, tau=1.0):
    gen = torch.Generator().manual_seed(batch_id)
    feats = torch.randn(256, N_CLASSES, generator=gen)
    head = torch.randn(N_CLASSES, N_CLASSES, generator=gen) / N_CLASSES ** 0.5
    logits = feats @ head - tau * LOG_PRIOR
    return batch_id, int(logits.argmax(dim=1).bincount(minlength=N_CLASSES).max())


def rescore_batches(batch_ids):
    with multiprocessing.Pool(processes=2) as pool:
        return pool.map(rescore, batch_ids)
