import os

import torch

from backend import Backend
from binning import bin_edges
from histograms import build_histograms

TRAIN = {"rows": 50000, "features": 16, "bins": 64}


def main():
    backend = Backend(os.environ.get("GBDT_BACKEND", "processes"))
    g = torch.Generator().manual_seed(0)
    X = torch.randn(TRAIN["rows"], TRAIN["features"], generator=g)
    edges = bin_edges(X, TRAIN["bins"])
    print(build_histograms(backend, edges, rows=200_000))


if __name__ == "__main__":
    main()
