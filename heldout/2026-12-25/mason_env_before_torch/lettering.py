import torch
from torch import nn


def cut_letters(rows, width):
    chisel = nn.Linear(width, width)
    with torch.no_grad():
        return float(chisel(torch.rand(rows, width)).std())
