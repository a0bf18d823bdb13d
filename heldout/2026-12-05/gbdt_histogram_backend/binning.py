import torch


def bin_edges(X, n_bins):
    sorted_cols = torch.msort(X)
    rows = torch.linspace(0, X.shape[0] - 1, n_bins + 1)[1:-1].long()
    return sorted_cols[rows].T.contiguous()  # features x (n_bins - 1)
