import torch

from cluster.affinity import rbf_affinity
from cluster.kmeans import RestartedKMeans


def spectral_embedding(x, k):
    a = rbf_affinity(x)
    d = a.sum(1).rsqrt()
    lap = d[:, None] * a * d[None]
    _, vecs = torch.linalg.eigh(lap)
    return vecs[:, -k:] * 50


def main(n=1200, k=4):
    torch.manual_seed(0)
    centers = torch.randn(k, 8) * 4
    x = centers[torch.randint(0, k, (n,))] + torch.randn(n, 8)
    emb = torch.cat([spectral_embedding(x, k), torch.randn(n, 60)], 1)
    seed, inertia = RestartedKMeans(k).fit(emb)
    print(f"best restart {seed}: inertia {inertia:.1f}")


if __name__ == "__main__":
    main()
