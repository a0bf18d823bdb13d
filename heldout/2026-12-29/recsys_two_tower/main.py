import argparse

import torch
import yaml

from recsys.model import TwoTower
from recsys.train import train_epoch
from recsys.index import build_index


def main():
    ap = argparse.ArgumentParser(description="Train a two-tower retrieval model and export an item index.")
    ap.add_argument("--config", default="config.yaml")
    ap.add_argument("--epochs", type=int)
    args = ap.parse_args()
    cfg = yaml.safe_load(open(args.config))
    if args.epochs is not None:
        cfg["train"]["epochs"] = args.epochs

    torch.manual_seed(0)
    model = TwoTower(**cfg["model"])
    opt = torch.optim.Adam(model.parameters(), lr=cfg["train"]["lr"])
    for epoch in range(cfg["train"]["epochs"]):
        loss = train_epoch(model, opt, cfg["train"]["steps_per_epoch"], cfg["train"]["batch_size"], cfg["model"])
        print(f"epoch {epoch} in-batch softmax loss {loss:.3f}")

    index = build_index(model, cfg["model"]["n_items"], **cfg["index"])
    print("index", tuple(index.shape))


if __name__ == "__main__":
    main()
