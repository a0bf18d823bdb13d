import csv

import torch

import launcher


def main():
    with open("probes.csv", newline="") as fh:
        rows = list(csv.DictReader(fh))
    wake = torch.randn(2048, 512)
    q, r = torch.linalg.qr(wake)
    print(f"wake survey rank {int((r.diagonal().abs() > 1e-6).sum())}")
    for result in launcher.launch(rows):
        print(result)


if __name__ == "__main__":
    main()
