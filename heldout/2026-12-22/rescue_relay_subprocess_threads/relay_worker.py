import sys

import torch


def relay(station, rows, width):
    g = torch.Generator().manual_seed(len(station))
    signal = torch.randn(rows, width, generator=g)
    return float((signal @ torch.randn(width, width, generator=g)).abs().mean())


if __name__ == "__main__":
    station, rows, width = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    print(f"{relay(station, rows, width):.4f}")
