"""Roll tin sheets in the parent."""
import torch


def roll(rows, width):
    sheet = torch.randn(rows, width)
    return (sheet @ sheet.T).diagonal().mean().item()
