import torch

from distance import effective_strip_width

TRANSECTS = 512
BINS_PER_TRANSECT = 1024
MAX_DISTANCE_M = 120.0


def simulated_bins(seed=3):
    g = torch.Generator().manual_seed(seed)
    jitter = torch.rand(TRANSECTS, BINS_PER_TRANSECT, generator=g)
    return jitter * MAX_DISTANCE_M


if __name__ == "__main__":
    d = simulated_bins()
    esw = effective_strip_width(d, sigma=35.0, step=MAX_DISTANCE_M / BINS_PER_TRANSECT)
    print(f"effective strip width: {esw:.2f} m")
