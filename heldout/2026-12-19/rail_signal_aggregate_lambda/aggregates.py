"""Aggregations over signal clear times, selectable by name from config."""
import torch


def _clear_times(signal, samples):
    gen = torch.Generator().manual_seed(int(signal.split("-")[1]))
    return torch.rand(samples, generator=gen) * 4


AGGREGATES = {
    "mean": lambda signal, samples: (signal, _clear_times(signal, samples).mean().item()),
    "p95": lambda signal, samples: (signal, _clear_times(signal, samples).quantile(0.95).item()),
    "max": lambda signal, samples: (signal, _clear_times(signal, samples).max().item()),
}
