import torch


def fit_pca(x, k):
    mean = x.mean(0, keepdim=True)
    xc = x - mean
    cov = xc.T @ xc / (x.shape[0] - 1)
    evals, evecs = torch.linalg.eigh(cov)
    order = evals.argsort(descending=True)[:k]
    return mean, evecs[:, order], evals[order]
