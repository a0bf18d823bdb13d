import torch


def valve_controller(zone, commands):
    g = torch.Generator().manual_seed(zone)
    moisture = float(torch.rand(1, generator=g))
    commands.put((zone, "open" if moisture < 0.4 else "closed"))
