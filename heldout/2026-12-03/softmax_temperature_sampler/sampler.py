from torch.multiprocessing import Pool

import torch


class Sampler:
    def __init__(self, temperature):
        self.temperature = temperature

    def __call__(self, seed):
        g = torch.Generator().manual_seed(seed)
        logits = torch.randn(64, 1000, generator=g)
        probs = torch.softmax(logits / self.temperature, dim=-1)
        tokens = torch.multinomial(probs, 1, generator=g)
        return seed, int(tokens.sum())


def sample_many(temperature, seeds):
    with Pool(processes=2) as pool:
        return sorted(pool.map(Sampler(temperature), seeds))
