import torch


def assess(batch_id, claims, results):
    g = torch.Generator().manual_seed(batch_id)
    amounts = torch.rand(claims, generator=g) * 900 + 50
    approved = amounts < 800
    results.put((batch_id, int(approved.sum()), round(float(amounts[approved].sum()), 2)))
