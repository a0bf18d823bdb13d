import torch


def session_loads(players, sessions, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(players, sessions, generator=g)


def acwr(loads, acute, chronic):
    """Acute:chronic workload ratio of the most recent sessions."""
    c = loads.cumsum(dim=1)
    a = (c[:, -1] - c[:, -1 - acute]) / acute
    ch = (c[:, -1] - c[:, -1 - chronic]) / chronic
    return a / ch
