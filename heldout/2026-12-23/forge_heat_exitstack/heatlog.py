import torch


def record_heat(readings, thermocouples):
    trace = torch.rand(readings, thermocouples)
    soak = trace.cumsum(dim=1)
    print(f"heat log closed, max soak {soak.max():.1f}", flush=True)
