import torch

from kmeans import kmeans
from tracks import cluster_spreads

N_CYCLONES, FEATURES, K = 20000, 16, 4


def main():
    g = torch.Generator().manual_seed(9)
    genesis = torch.rand(N_CYCLONES, FEATURES, generator=g)
    centers, assign = kmeans(genesis, K)
    print("cluster sizes", torch.bincount(assign, minlength=K).tolist())
    spreads = cluster_spreads(K, n_tracks=400, n_points=16)
    print("spreads", len(spreads))


if __name__ == "__main__":
    main()
