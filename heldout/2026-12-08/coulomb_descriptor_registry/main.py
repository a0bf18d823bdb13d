import argparse

import torch

from featurizers import REGISTRY
from screen import screen_library


def fit_scaler(featurizer, n_molecules, max_atoms):
    g = torch.Generator().manual_seed(0)
    coords = torch.randn(n_molecules, max_atoms, 3, generator=g)
    charges = torch.randint(1, 9, (n_molecules, max_atoms), generator=g).to(torch.float32)
    feats = featurizer.transform(coords, charges)
    return feats.mean(0), feats.std(0)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--featurizer", default="sorted_coulomb", choices=sorted(REGISTRY))
    ap.add_argument("--max-atoms", type=int, default=29)
    ap.add_argument("--reference-molecules", type=int, default=512)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    mean, std = fit_scaler(REGISTRY[args.featurizer](args.max_atoms),
                           args.reference_molecules, args.max_atoms)
    print("scaler fitted on", mean.shape[0], "eigenvalues")
    results = screen_library(args.featurizer, args.max_atoms, range(4), 256, args.workers)
    for seed in sorted(results):
        print("batch", seed, "mean eigenvalue", results[seed])


if __name__ == "__main__":
    main()
