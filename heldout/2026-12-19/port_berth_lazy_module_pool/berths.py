"""Berth window planning."""
import torch

import workers


def rank_berth(name, length, depth, distances):
    scale = torch.tensor([length / 100.0, depth / 10.0]).mean()
    penalty = torch.softmax(-distances * scale, dim=1)
    return name, (penalty @ penalty.T).diagonal().mean().item()


def assign(rows, vessels, features, references):
    gen = torch.Generator().manual_seed(11)
    arrivals = torch.rand(vessels, features, generator=gen)
    windows = torch.rand(references, features, generator=gen)
    distances = torch.cdist(arrivals, windows)
    futures = [workers.pool.submit(rank_berth, r["berth"], float(r["length_m"]), float(r["depth_m"]), distances)
               for r in rows]
    return [f.result() for f in futures]
