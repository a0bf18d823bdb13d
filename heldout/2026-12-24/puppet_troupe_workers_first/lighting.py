import torch


def rig_lights(rows, width):
    lamps = torch.randn(rows, width)
    return (lamps.T @ lamps).diagonal().max()
