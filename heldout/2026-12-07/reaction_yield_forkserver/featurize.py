import torch


def reaction_features(n_reactions, n_desc, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(n_reactions, n_desc, generator=g)


def predict_batch(args):
    batch, n_reactions, n_desc = args
    x = reaction_features(n_reactions, n_desc, seed=batch)
    w = torch.rand(n_desc, 256, generator=torch.Generator().manual_seed(0))
    return batch, round(float(torch.tanh(x @ w).mean()), 4)
