import torch.nn as nn

from device import pick_device, warmup
from infer_pool import infer_all


def main():
    device = pick_device()
    model = warmup(nn.Sequential(nn.Linear(512, 512), nn.ReLU(), nn.Linear(512, 10)), device)
    print("warm on", device.type)
    print("predictions:", infer_all(range(4)))


if __name__ == "__main__":
    main()
