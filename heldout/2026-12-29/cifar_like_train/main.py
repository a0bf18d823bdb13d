import argparse

import torch
import yaml

from train.data import build_loaders
from train.model import ResNetTiny
from train.engine import train_epoch, evaluate


def main():
    ap = argparse.ArgumentParser(description="CIFAR-style image classification")
    ap.add_argument("--config", default="config.yaml")
    cfg = yaml.safe_load(open(ap.parse_args().config))
    torch.manual_seed(cfg["seed"])

    model = ResNetTiny(width=cfg["model"]["width"])
    opt = torch.optim.SGD(model.parameters(), lr=cfg["optim"]["lr"], momentum=cfg["optim"]["momentum"])
    train_loader, val_loader = build_loaders(cfg)
    for epoch in range(cfg["optim"]["epochs"]):
        loss = train_epoch(model, opt, train_loader)
        acc = evaluate(model, val_loader)
        print(f"epoch {epoch}: loss {loss:.3f} val acc {acc:.3f}")


if __name__ == "__main__":
    main()
