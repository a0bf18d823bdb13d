import argparse
import multiprocessing

import torch

from propagation import PropagationWorker, knn_adjacency, propagate


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nodes", type=int, default=2000)
    ap.add_argument("--dim", type=int, default=32)
    ap.add_argument("--k", type=int, default=10)
    ap.add_argument("--iters", type=int, default=5)
    args = ap.parse_args()
    g = torch.Generator().manual_seed(100)
    x = torch.randn(args.nodes, args.dim, generator=g)
    seeds = torch.nn.functional.one_hot(torch.randint(0, 5, (args.nodes,), generator=g), 5).float()
    y = propagate(knn_adjacency(x, args.k), seeds, args.iters)
    print("reference class sizes", y.argmax(1).bincount(minlength=5).tolist())
    worker = PropagationWorker(args.nodes, args.dim, args.k, args.iters)
    with multiprocessing.Pool(2) as pool:
        for seed, cls in pool.map(worker, range(4)):
            print("resample", seed, "dominant class", cls)


if __name__ == "__main__":
    main()
