import torch

REFERENCE_GRID = torch.linspace(0.0, 1.0, 65536)
SMALL_MATRIX = torch.eye(4)
