import torch

from filters import gabor_bank, response
from sweep import sweep


def main():
    # quick sanity run in the parent before sweeping
    base = response(torch.rand(8, 3, 32, 32), gabor_bank())
    assert base.shape == (8, 16, 32, 32)
    for setting, value in sweep([(3, 0), (5, 0), (3, 1), (5, 1)]):
        print(setting, value)


if __name__ == "__main__":
    main()
