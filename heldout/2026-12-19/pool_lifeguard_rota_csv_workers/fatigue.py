import torch


def coverage_model(slots, features):
    gen = torch.Generator().manual_seed(6)
    demand = torch.rand(slots, features, generator=gen)
    return torch.softmax(demand, dim=1).std(dim=0).mean().item()
