import torch


def load_microdata(records, variables, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randint(0, 9, (records, variables), generator=g)


def standardise(codes):
    x = codes.to(torch.float32)
    return (x - x.mean(dim=0)) / x.std(dim=0)
