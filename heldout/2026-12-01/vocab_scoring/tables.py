import torch

import config

# unigram counts, filled lazily as documents arrive
FREQ = torch.zeros(config.VOCAB_SIZE)
FREQ[:100] = 1.0


def coverage():
    return float((FREQ > 0).float().mean())
