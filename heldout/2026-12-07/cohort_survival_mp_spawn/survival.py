import torch


def kaplan_meier(times, events):
    order = torch.argsort(times)
    e = events[order]
    at_risk = torch.arange(len(times), 0, -1, dtype=torch.float32)
    return torch.cumprod(1 - e / at_risk, dim=0)


def site_worker(rank, n_patients):
    g = torch.Generator().manual_seed(rank)
    times = torch.rand(n_patients, generator=g)
    events = (torch.rand(n_patients, generator=g) > 0.3).float()
    print("site", rank, "5y survival", round(float(kaplan_meier(times, events)[-1]), 4), flush=True)
