import sys

import torch


def cavitation_margin(engine, samples):
    gen = torch.Generator().manual_seed(len(engine))
    inlet = torch.rand(32, samples, generator=gen)
    return float(torch.exp(-inlet).mean())


if __name__ == "__main__":
    engine, samples = sys.argv[1], int(sys.argv[2])
    print(f"{engine}: cavitation margin {cavitation_margin(engine, samples):.4f}")
