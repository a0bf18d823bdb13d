import torch

from config import LAUNCH
from launch import launch


def main():
    torch.manual_seed(0)
    ref = torch.randn(8, LAUNCH["hidden"]) @ torch.randn(LAUNCH["hidden"], LAUNCH["hidden"])
    print("reference shape:", tuple(ref.shape))
    print("ranks:", launch(LAUNCH))


if __name__ == "__main__":
    main()
