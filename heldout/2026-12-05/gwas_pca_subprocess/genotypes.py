import torch


def genotype_matrix(samples, snps, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.randint(0, 3, (samples, snps), generator=g, dtype=torch.float32)


def top_pcs(G, k):
    Gc = G - G.mean(dim=0)
    U, S, _ = torch.linalg.svd(Gc, full_matrices=False)
    return U[:, :k] * S[:k]
