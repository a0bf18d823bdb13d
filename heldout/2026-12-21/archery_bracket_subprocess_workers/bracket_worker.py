import sys

import torch


def run(bracket, archers, rows, width=512):
    torch.manual_seed(archers)
    seeding = torch.randn(rows, width) @ torch.randn(width, width)
    print(f"{bracket}: seeding spread {float(seeding.std()):.2f}", flush=True)


if __name__ == "__main__":
    run(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
