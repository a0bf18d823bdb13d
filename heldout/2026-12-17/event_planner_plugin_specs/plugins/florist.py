import torch


def forecast_stems(ctx):
    gen = torch.Generator().manual_seed(1)
    wilt = torch.rand(ctx["guests"], generator=gen)
    ctx["stems_per_table"] = float(torch.tanh(wilt * 2).mean() * 12)
