import torch


def score_users(user_block, items, k):
    g = torch.Generator().manual_seed(user_block)
    users = torch.randn(512, items.shape[1], generator=g)
    scores = users @ items.T
    top = torch.topk(scores, k, dim=1).indices
    return user_block, int(top[:, 0].sum())
