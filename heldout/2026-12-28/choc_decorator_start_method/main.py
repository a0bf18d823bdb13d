import torch

from moulding import mould_all
from wrapping import wrap_all


def main():
    print("moulded:", mould_all())
    print("wrapped:", wrap_all())
    print("cocoa", torch.tensor([0.7, 0.3]).sum().item())


if __name__ == "__main__":
    main()
