import torch


def tanimoto(a, b):
    inter = a @ b.T
    na = a.sum(dim=1, keepdim=True)
    nb = b.sum(dim=1, keepdim=True)
    return inter / (na + nb.T - inter)


def screen_block(args):
    seed, library, n_bits = args
    g = torch.Generator().manual_seed(seed)
    queries = torch.randint(0, 2, (512, n_bits), generator=g, dtype=torch.float32)
    return int(tanimoto(queries, library).argmax(dim=1).sum())
