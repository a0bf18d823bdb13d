import argparse

import torch

from tune.grid import grid_search
from tune.objective import label_smoothing_loss


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lrs", type=float, nargs="+", default=[0.1, 1.0])
    ap.add_argument("--eps", type=float, nargs="+", default=[0.0, 0.1])
    args = ap.parse_args()
    torch.manual_seed(0)
    uniform = label_smoothing_loss(torch.randn(100, 1000), torch.randint(0, 1000, (100,)), 0.1)
    print(f"baseline loss with random logits: {uniform.item():.3f}")
    for lr, eps, loss in grid_search(args.lrs, args.eps):
        print(f"lr={lr} eps={eps}: {loss:.3f}")


if __name__ == "__main__":
    main()
