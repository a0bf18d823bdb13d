import torch


def score_rollout(args):
    seed, dim = args
    g = torch.Generator().manual_seed(seed)
    traj = torch.randn(16, dim, generator=g).cuda()
    return seed, traj.mean().item()
