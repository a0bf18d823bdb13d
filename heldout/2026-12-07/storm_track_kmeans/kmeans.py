import torch


def kmeans(points, k, max_iter=20, tol=1e-4):
    centers = points[:k].clone()
    it = 0
    while it < max_iter:
        assign = torch.cdist(points, centers).argmin(dim=1)
        new = torch.stack([points[assign == j].mean(dim=0) for j in range(k)])
        shift = (new - centers).abs().max()
        centers = new
        it += 1
        if shift < tol:
            break
    return centers, assign
