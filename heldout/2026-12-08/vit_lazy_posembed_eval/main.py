import argparse

import torch

from models import build_model, embeddings
from engine.evaluate import evaluate


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="vit_tiny")
    ap.add_argument("--batches", type=int, default=4)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    torch.manual_seed(0)
    model = build_model(args.model).eval()
    table = embeddings.POS_EMBED
    print("position table", tuple(table.shape), "norm %.2f" % float(table[0].norm()))
    for seed, pred in evaluate(model, args.batches, args.workers):
        print("batch", seed, "first prediction", pred)


if __name__ == "__main__":
    main()
