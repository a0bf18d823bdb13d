import torch
from torch import nn

from quantize import quantize_all
from snapshot import snapshot


def main():
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(512, 512), nn.GELU(), nn.Linear(512, 256))
    state = snapshot(model)
    for name, err in quantize_all(state):
        print(f"{name}: mean abs error {err}")


if __name__ == "__main__":
    main()
