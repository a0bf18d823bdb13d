import torch


def stage_job(name):
    gen = torch.Generator().manual_seed(len(name))
    a = torch.randn(128, 128, generator=gen)
    print(f"[{name}] gram trace {round(float((a @ a.T).trace()), 1)}", flush=True)


def calibrate(stage_name, n=70_000):
    gen = torch.Generator().manual_seed(len(stage_name) * 7)
    x = torch.randn(n, generator=gen)
    return round(float(torch.sigmoid(x).mean()), 4)
