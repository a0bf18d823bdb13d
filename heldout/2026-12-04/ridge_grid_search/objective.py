import torch


def make_data(n, d, seed=0):
    gen = torch.Generator().manual_seed(seed)
    X = torch.randn(n, d, generator=gen)
    w_true = torch.randn(d, 1, generator=gen)
    y = X @ w_true + 0.1 * torch.randn(n, 1, generator=gen)
    return X, y


def ridge_score(X, y, lam, holdout=512):
    Xtr, ytr, Xva, yva = X[holdout:], y[holdout:], X[:holdout], y[:holdout]
    gram = Xtr.T @ Xtr + lam * torch.eye(X.shape[1])
    w = torch.linalg.solve(gram, Xtr.T @ ytr)
    return float(((Xva @ w - yva) ** 2).mean())
