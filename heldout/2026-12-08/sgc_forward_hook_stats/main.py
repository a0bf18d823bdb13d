import argparse

import torch

from models import SGC
from utils import attach_stats, random_adjacency
from utils.hooks import STATS
from train import cross_validate


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nodes", type=int, default=20000)
    ap.add_argument("--features", type=int, default=64)
    ap.add_argument("--degree", type=int, default=8)
    ap.add_argument("--hops", type=int, default=2)
    args = ap.parse_args()
    torch.manual_seed(0)
    model = SGC(args.features, 7, args.hops)
    handle = attach_stats(model.lin, "logits")
    g = torch.Generator().manual_seed(100)
    model(torch.randn(args.nodes, args.features, generator=g),
          random_adjacency(args.nodes, args.degree, 100))
    handle.remove()
    print("logit stats %.3f %.3f" % STATS["logits"])
    for fold, cls in cross_validate(model, args.nodes, args.features, args.degree, range(3)):
        print("fold", fold, "majority class", cls)


if __name__ == "__main__":
    main()
