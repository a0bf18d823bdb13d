import torch


def synthetic_nbest(n_sources, n_hyps, max_len, vocab, seed=0):
    g = torch.Generator().manual_seed(seed)
    return [torch.randint(1, vocab, (n_hyps, max_len), generator=g) for _ in range(n_sources)]
