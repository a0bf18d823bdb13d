"""Batch release checks: each batch record is checked in a worker process."""
import torch


def check_batch(batch_id, doses=300_000):
    gen = torch.Generator().manual_seed(batch_id)
    assay = torch.rand(doses, generator=gen)
    potency = torch.exp(-0.02 * assay) * 100
    return batch_id, int(((potency > 98.5) & (potency < 101.5)).sum())
