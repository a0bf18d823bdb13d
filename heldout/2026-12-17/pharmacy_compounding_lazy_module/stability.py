"""Beyond-use-date model for compounded preparations.

The degradation table is expensive, so it is built on first attribute access
(PEP 562 module __getattr__) and then kept as a module global.
"""
import torch

N_FORMULAS = 4096
N_CONDITIONS = 512


def _build_table():
    gen = torch.Generator().manual_seed(11)
    rates = torch.rand(N_FORMULAS, N_CONDITIONS, generator=gen)
    return torch.logsumexp(-rates * 3.0, dim=1)


def __getattr__(name):
    if name == "DEGRADATION":
        table = _build_table()
        globals()["DEGRADATION"] = table
        return table
    raise AttributeError(name)
