import torch

VELOCITY = 6.0


def station_grid(n_stations, n_nodes):
    g = torch.Generator().manual_seed(5)
    return torch.rand(n_stations, 3, generator=g), torch.rand(n_nodes, 3, generator=g)


def travel_times(grid, stations):
    diff = grid[:, None, :] - stations[None, :, :]
    return diff.pow(2).sum(-1).sqrt() / VELOCITY
