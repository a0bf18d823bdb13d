"""Streams of acoustic swarm-sensor batches."""
import csv

import torch


def apiaries(path):
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            yield row["apiary"], int(row["hives"]), int(row["rows"]), int(row["width"])


def batches(sites, frames=2048, seed=0):
    g = torch.Generator().manual_seed(seed)
    for name, hives, rows, width in sites:
        yield name, rows, width, torch.rand(frames, width, generator=g) * hives


def ranked(stream):
    """Sort each batch's spectrum so the swarm piping band comes first."""
    for name, rows, width, batch in stream:
        ordered, _ = batch.sort(dim=1, descending=True)
        yield name, rows, width, float(ordered[:, :8].mean())
