import argparse

import torch
import yaml
from torch.utils.data import DataLoader

from dataset import SyntheticImages
from model import SmallConvNet
from utils.workers import make_worker_init


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.yaml")
    cfg = yaml.safe_load(open(ap.parse_args().config))

    torch.manual_seed(0)
    model = SmallConvNet(width=cfg["model"]["width"])
    # shape check / BN warm-up on a dummy batch before real data arrives
    with torch.no_grad():
        dummy = torch.zeros(cfg["data"]["batch_size"], 3, cfg["data"]["size"], cfg["data"]["size"])
        print("logits", tuple(model(dummy).shape))

    ds = SyntheticImages(cfg["data"]["n_images"], cfg["data"]["size"])
    loader = DataLoader(ds, batch_size=cfg["data"]["batch_size"], shuffle=True,
                        num_workers=cfg["loader"]["num_workers"],
                        worker_init_fn=make_worker_init(cfg["loader"]["threads_per_worker"]))
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    for i, (x, y) in enumerate(loader):
        loss = torch.nn.functional.cross_entropy(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        print(f"batch {i} loss {loss.item():.3f}")


if __name__ == "__main__":
    main()
