import torch

from timing import timed


@timed
def fit_range(species, cells, seed):
    g = torch.Generator().manual_seed(seed)
    presence = torch.rand(cells, generator=g) < 0.1
    print(f"{species}: occupied {int(presence.sum())} of {cells} cells", flush=True)
