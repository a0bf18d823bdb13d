import torch


def season_results(teams, games, seed):
    g = torch.Generator().manual_seed(seed)
    home = torch.randint(0, teams, (games,), generator=g)
    away = torch.randint(0, teams, (games,), generator=g)
    margin = torch.randn(games, generator=g)
    return home, away, margin


def win_probabilities(strength_logits):
    """Bradley-Terry style: softmax over every team's strength per simulated round."""
    return torch.softmax(strength_logits, dim=1)
