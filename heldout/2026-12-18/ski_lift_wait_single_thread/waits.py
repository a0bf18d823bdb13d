import os

import torch

LIFTS = ["Gondola", "Eagle Chair", "Bunny Tow", "Col Quad"]
WINDOWS = 512


def arrival_model(seed=31):
    gen = torch.Generator().manual_seed(seed)
    arrivals = torch.rand(WINDOWS, WINDOWS, generator=gen)
    transfer = torch.rand(WINDOWS, WINDOWS, generator=gen) / WINDOWS
    return arrivals @ transfer


def lift_forecast(lift, model, fd):
    load = torch.softmax(model * (len(lift) + 1), dim=1) @ model
    os.write(fd, f"{lift}:{float(load.mean()):.6f}\n".encode())
