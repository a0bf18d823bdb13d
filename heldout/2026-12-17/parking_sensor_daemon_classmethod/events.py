"""In-ground bay sensor events: (bay, time of day as a fraction) pairs from the city's MQTT dump."""
import torch


def load_events(n_events, n_bays, seed=21):
    gen = torch.Generator().manual_seed(seed)
    ts = torch.rand(n_events, generator=gen)
    bays = torch.randint(0, n_bays, (n_events,), generator=gen)
    return ts, bays


def chronological(ts, bays):
    order = ts.sort().indices
    return ts[order], bays[order]
