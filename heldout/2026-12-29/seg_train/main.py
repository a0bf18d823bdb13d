import argparse

import torch
import torch.nn.functional as F
import yaml
from torch.utils.data import DataLoader

from seg.model import TinySegNet
from seg.data import SyntheticSegmentation


def main():
    ap = argparse.ArgumentParser(description="Semantic segmentation training (single GPU).")
    ap.add_argument("--config", default="config.yaml")
    cfg = yaml.safe_load(open(ap.parse_args().config))

    model = TinySegNet(**cfg["model"]).cuda()
    opt = torch.optim.Adam(model.parameters(), lr=cfg["optim"]["lr"])
    ds = SyntheticSegmentation(**cfg["data"])
    loader = DataLoader(ds, batch_size=cfg["loader"]["batch_size"], shuffle=True,
                        num_workers=cfg["loader"]["num_workers"])
    for epoch in range(cfg["optim"]["epochs"]):
        for img, mask in loader:
            img, mask = img.cuda(non_blocking=True), mask.cuda(non_blocking=True)
            loss = F.cross_entropy(model(img), mask)
            opt.zero_grad()
            loss.backward()
            opt.step()
        print(f"epoch {epoch}: loss {loss.item():.3f}")


if __name__ == "__main__":
    main()
