import torch


def nearest_player_counts(ball_xy, players_xy):
    """For each ball position, which player is closest (distance matrix + argmin)."""
    d = torch.cdist(ball_xy, players_xy)
    return torch.bincount(d.argmin(dim=1), minlength=players_xy.shape[0])
