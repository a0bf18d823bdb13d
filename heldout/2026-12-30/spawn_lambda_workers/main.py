import torch

from launch.start import start_workers


def work(rank):
    torch.manual_seed(rank)
    print(rank, torch.randn(4).sum().item())


if __name__ == "__main__":
    start_workers(work, 2)
