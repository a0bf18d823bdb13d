import torch

from shared import make_counter
from workers import run


def main():
    big = torch.full((500, 500), 0.5).sum().item()
    print("warm", big)
    print("positive rows", run(make_counter()))


if __name__ == "__main__":
    main()
