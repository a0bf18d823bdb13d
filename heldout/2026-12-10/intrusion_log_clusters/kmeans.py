import torch


def fit_centroids(stream, k, iters=5):
    data = torch.cat(list(stream))
    cent = data[:k].clone()
    for _ in range(iters):
        assign = torch.cdist(data, cent).argmin(dim=1)
        for j in range(k):
            members = data[assign == j]
            if len(members):
                cent[j] = members.mean(dim=0)
    return cent
