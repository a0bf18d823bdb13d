import torch


def summarise(response):
    load = torch.log1p(response.abs())
    print(f"[child] mite load index {float(load.mean()):.4f}", flush=True)
