import argparse

import torch

from models import SmallResNet
from extract import extract_split


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--width", type=int, default=32)
    ap.add_argument("--splits", type=int, default=4)
    args = ap.parse_args()
    model = SmallResNet(args.width).to(args.device).eval()
    with torch.no_grad():
        warm = model(torch.zeros(1, 3, 64, 64, device=args.device))
    print("backbone ready, feature dim", warm.shape[1])
    for seed, shape in extract_split(model, args.device, range(args.splits)):
        print("split", seed, "features", shape)


if __name__ == "__main__":
    main()
