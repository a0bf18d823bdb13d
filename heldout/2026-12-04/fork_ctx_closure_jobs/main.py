import torch

from jobs import make_job
from runner import run_all


def main():
    scales = torch.tensor([0.5, 1.0, 2.0])
    scale = float(scales.mean())
    print(run_all(make_job(scale, dim=128), n=3))


if __name__ == "__main__":
    main()
