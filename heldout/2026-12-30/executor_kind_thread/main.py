import argparse

import torch

from exec.factory import make_executor


def embed(seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(256, 256, generator=g)
    return seed, (x @ x.T).logsumexp(1).mean().item()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--executor", choices=["thread", "process"], default="thread")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    base = torch.randn(1024, 256)
    print("base norm", (base @ base.T).diagonal().mean().item())
    with make_executor(args.executor, args.workers) as ex:
        print(list(ex.map(embed, range(4))))


if __name__ == "__main__":
    main()
