import torch


def daily_max(n_cells, n_days, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.normal(28.0, 6.0, size=(n_cells, n_days), generator=g)


def percentile_threshold(tmax, q=0.9):
    return torch.quantile(tmax[:, :512], q, dim=1, keepdim=True)


def heatwave_days(args):
    region, tmax, threshold = args
    hot = (tmax > threshold).float()
    run = hot[:, 2:] * hot[:, 1:-1] * hot[:, :-2]
    return region, int(run.sum())
