import torch
import torch.nn.functional as F


def usage(items, sessions, seed):
    gen = torch.Generator().manual_seed(seed)
    return torch.rand(items, sessions, generator=gen)


def retire_count(hours):
    wear_index = F.layer_norm(hours, (hours.shape[1],)).amax(dim=1)
    return int((wear_index > 1.72).sum().item())


def farmed(args):
    items, sessions, seed = args
    return retire_count(usage(items, sessions, seed) @ torch.eye(sessions))
