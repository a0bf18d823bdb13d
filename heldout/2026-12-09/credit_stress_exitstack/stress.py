import torch


def stressed_loss(scenario, chol, loadings, exposure, n_draws):
    gen = torch.Generator().manual_seed(scenario)
    z = torch.normal(0.0, 1.0, size=(n_draws, chol.shape[0]), generator=gen) @ chol.T
    shifted = z - 0.5 * scenario
    default_prob = torch.sigmoid(shifted @ loadings.T - 3.0)
    return scenario, float((default_prob * exposure).sum(dim=1).mean())
