"""Monte-Carlo dropout uncertainty estimates for a regression ensemble.

    python main.py --members 2 --mc-samples 16
"""
from uq import runtime  # noqa: F401  (must come before torch: pins thread env)

import argparse
import multiprocessing as mp

import torch

from uq.model import DropoutMLP, fit
from uq.evaluate import mc_predict


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--members", type=int, default=2)
    ap.add_argument("--mc-samples", type=int, default=16)
    ap.add_argument("--hidden", type=int, default=512)
    args = ap.parse_args()

    torch.manual_seed(0)
    x = torch.linspace(-3, 3, 2048)[:, None].repeat(1, 16)
    y = torch.sin(x[:, :1]) + 0.1 * torch.randn(2048, 1)
    members = []
    for m in range(args.members):
        model = DropoutMLP(16, args.hidden, p=0.2)
        fit(model, x, y, steps=20, seed=m)
        members.append(model)

    out = mp.Queue()
    procs = [mp.Process(target=mc_predict, args=(i, model, x, args.mc_samples, out)) for i, model in enumerate(members)]
    for p in procs:
        p.start()
    stats = sorted(out.get(timeout=120) for _ in procs)
    for p in procs:
        p.join()
    for i, mean_std in stats:
        print(f"member {i}: mean predictive std {mean_std:.4f}")


if __name__ == "__main__":
    main()
