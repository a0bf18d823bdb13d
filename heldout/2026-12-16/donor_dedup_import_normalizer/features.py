"""Donor feature table.  The normalisation constants are computed once, at import."""
import torch

FEATURES = 128


def donor_matrix(rows, seed=77):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(rows, FEATURES, generator=g)


def _build_normalizer(sample_rows=4096):
    sample = donor_matrix(sample_rows, seed=1)
    return {"mean": sample.mean(dim=0), "std": sample.std(dim=0)}


NORMALIZER = _build_normalizer()
