from concurrent.futures import wait

import torch

_EDGES = None


def _install_edges(edges):
    global _EDGES
    _EDGES = edges


def feature_histogram(feature, rows, seed):
    g = torch.Generator().manual_seed(seed)
    column = torch.randn(rows, generator=g)
    bins = torch.searchsorted(_EDGES[feature], column)
    grad = torch.randn(rows, generator=g)
    hist = torch.zeros(_EDGES.shape[1] + 1).index_add_(0, bins, grad)
    return feature, round(float(hist.abs().max()), 3)


def build_histograms(backend, edges, rows, workers=2):
    with backend.executor_cls(max_workers=workers, initializer=_install_edges, initargs=(edges,)) as ex:
        fs = [ex.submit(feature_histogram, f, rows, f) for f in range(edges.shape[0])]
        wait(fs)
    return sorted(f.result() for f in fs)
