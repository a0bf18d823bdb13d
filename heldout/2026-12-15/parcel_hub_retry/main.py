import torch

import routing

DEPOTS = {"north": 2000, "south": 3000}


def sample(n, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(n, 2, generator=g) * 100


def main():
    hubs = sample(2000, 0)
    for i, (depot, n) in enumerate(DEPOTS.items()):
        out = routing.route_batch(sample(n, i + 1), hubs)
        print(depot, "done", out if isinstance(out, int) else out.shape)


if __name__ == "__main__":
    main()
