import torch

from reporter import fork_report
from timing import cuda_timer


def main():
    records = {}
    a = torch.randn(256, 256, device="cuda")
    with cuda_timer(records, "matmul"):
        (a @ a).sum().item()
    fork_report(records)


if __name__ == "__main__":
    main()
