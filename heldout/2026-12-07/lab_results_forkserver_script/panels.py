import torch


def flag_panel(panel, n_patients, out):
    g = torch.Generator().manual_seed(panel)
    values = torch.rand(n_patients, generator=g)
    out.put((panel, int((values > 0.95).sum())))
