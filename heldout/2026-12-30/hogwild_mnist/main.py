import argparse

import torch

from nets.mlp import MLP
from train.hogwild import run_hogwild


@torch.no_grad()
def evaluate(model, n=256):
    x = torch.randn(n, 784)
    y = torch.randint(0, 10, (n,))
    return (model(x).argmax(1) == y).float().mean().item()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--num-procs", type=int, default=2)
    ap.add_argument("--steps", type=int, default=5)
    ap.add_argument("--batch", type=int, default=64)
    args = ap.parse_args()
    torch.manual_seed(0)
    model = MLP()
    print(f"acc before: {evaluate(model):.3f}")
    run_hogwild(model, args.num_procs, args.steps, args.batch)
    print(f"acc after: {evaluate(model):.3f}")


if __name__ == "__main__":
    main()
