from concurrent.futures import ProcessPoolExecutor

import torch

from .prep import to_log_probs


def _decode(args):
    seed, frames, vocab, beam = args
    g = torch.Generator().manual_seed(seed)
    logits = torch.randn(frames, vocab, generator=g)
    lp = to_log_probs(logits, vocab)
    best = lp.topk(beam, dim=-1).indices[:, 0]
    collapsed = torch.unique_consecutive(best)
    return seed, len(collapsed[collapsed != 0])


class BeamDecoder:
    def __init__(self, vocab, beam, workers):
        self.vocab = vocab
        self.beam = beam
        self.workers = workers

    def decode_all(self, seeds, frames):
        jobs = [(s, frames, self.vocab, self.beam) for s in seeds]
        with ProcessPoolExecutor(max_workers=self.workers) as ex:
            return list(ex.map(_decode, jobs, chunksize=2))
