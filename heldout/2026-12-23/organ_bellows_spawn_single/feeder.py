import torch


def feed(index, rows):
    air = torch.randn(rows, 512)
    valve = torch.randn(512, 512)
    print(f"feeder {index}: wind {(air @ valve).abs().mean():.3f}", flush=True)
