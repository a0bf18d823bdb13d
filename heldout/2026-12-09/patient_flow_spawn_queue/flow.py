import torch


def simulate_department(dept, n_patients, results):
    gen = torch.Generator().manual_seed(len(dept))
    arrivals = torch.empty(n_patients).exponential_(1.0 / 6.0, generator=gen).cumsum(0)
    service = torch.empty(n_patients).exponential_(1.0 / 5.0, generator=gen)
    waits = torch.clamp(service.cumsum(0) - arrivals, min=0.0)
    results.put((dept, round(float(waits.mean()), 2)))
