import multiprocessing as mp

import torch

from model import SpeakerEncoder


def embed_utterances(job):
    speaker, n_utts, frames, n_mels = job
    g = torch.Generator().manual_seed(speaker)
    mels = torch.randn(n_utts, frames, n_mels, generator=g)
    with torch.no_grad():
        emb = SpeakerEncoder(n_mels)(mels)
    return speaker, emb.mean(dim=0)


class SpeakerBatches:
    """Iterate (speaker, centroid) pairs, computed by a worker pool."""

    def __init__(self, speakers, n_utts=16, frames=100, n_mels=40, workers=2):
        self.jobs = [(s, n_utts, frames, n_mels) for s in speakers]
        self.workers = workers

    def __iter__(self):
        with mp.get_context("fork").Pool(self.workers) as pool:
            yield from pool.imap(embed_utterances, self.jobs)
