import torch


def simulate_state(state, house_effect):
    g = torch.Generator().manual_seed(state)
    draws = torch.randn(300000, generator=g) * house_effect
    return state, round(float((torch.sigmoid(draws * 50) > 0.5).float().mean()), 3)
