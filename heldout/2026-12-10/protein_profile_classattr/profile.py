import torch

from alphabet import AMINO, background_log_odds


class ProfileHMM:
    # evaluated once, when the class body runs at import time
    BACKGROUND = background_log_odds(n_reference=4096)

    def __init__(self, length):
        self.length = length

    def score(self, msa_columns):
        probs = torch.softmax(msa_columns, dim=-1)
        return float((probs.log() - self.BACKGROUND).sum(dim=-1).mean())


def score_family(seed, length, depth):
    g = torch.Generator().manual_seed(seed)
    cols = torch.rand(depth, length, len(AMINO), generator=g)
    return seed, round(ProfileHMM(length).score(cols), 3)
