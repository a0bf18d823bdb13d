import torch


def random_hessians(n, atoms, seed):
    g = torch.Generator().manual_seed(seed)
    a = torch.rand(n, 3 * atoms, 3 * atoms, generator=g)
    return a @ a.transpose(1, 2)


def frequencies(hessians):
    return torch.linalg.eigvalsh(hessians).clamp(min=0).sqrt()


def rank_worker(rank, cfg):
    h = random_hessians(cfg["conformers"], cfg["atoms"], seed=rank + 1)
    print("rank", rank, "lowest mode", round(float(frequencies(h)[:, 6].mean()), 2), flush=True)
