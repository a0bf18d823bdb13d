import torch


def one_run(samples, seed):
    g = torch.Generator().manual_seed(seed)
    idx = torch.randint(0, samples.numel(), (samples.numel(),), generator=g)
    draw = samples[idx]
    return float((draw - 0.5).abs().mean())
