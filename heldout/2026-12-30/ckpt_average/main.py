import torch.nn as nn

from export.average import average_checkpoints
from export.quantize import quantize_all


def snapshot(seed, width=512):
    import torch
    torch.manual_seed(seed)
    return nn.Sequential(nn.Linear(width, width), nn.ReLU(), nn.Linear(width, width)).state_dict()


def main():
    averaged = average_checkpoints([snapshot(s) for s in range(3)])
    for name, err in quantize_all(averaged).items():
        print(f"{name}: int8 abs error {err:.5f}")


if __name__ == "__main__":
    main()
