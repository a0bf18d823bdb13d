import torch
from torch import nn


def build_scorer(dim=512, seed=0):
    torch.manual_seed(seed)
    return nn.Sequential(nn.Linear(dim, dim), nn.ReLU(), nn.Linear(dim, 1)).eval()


def warm(model, batch, dim=512):
    with torch.no_grad():
        model(torch.zeros(batch, dim))


def score_job(job_id, model, dim=512):
    gen = torch.Generator().manual_seed(job_id)
    with torch.no_grad():
        return job_id, round(float(model(torch.randn(64, dim, generator=gen)).mean()), 4)
