import torch


def act(seed, policy, q):
    torch.manual_seed(seed)
    feats = torch.randn(256, 256) @ torch.randn(256, 256)
    q.put((seed, policy(feats[:, :8]).argmax(1).float().mean().item()))
