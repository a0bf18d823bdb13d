import torch

from geo import haversine_matrix
from planner import Planner

N_DEPOTS, N_DROPS = 256, 2048


def main():
    g = torch.Generator().manual_seed(1)
    depots = torch.rand(N_DEPOTS, 2, generator=g) * 10 + 45
    d = haversine_matrix(depots, depots)
    print("depot spread km", round(float(d.max()), 1))
    print(Planner(depots).plan([1, 2, 3, 4], N_DROPS))


if __name__ == "__main__":
    main()
