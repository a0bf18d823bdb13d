import multiprocessing as mp

import torch
import yaml

from models import build_model

_MODEL = None


def embed_shard(idx, imgs):
    with torch.no_grad():
        feats = _MODEL(imgs)
    return idx, feats.norm(dim=1).mean().item()


def main():
    with open("configs/base.yaml") as f:
        cfg = yaml.safe_load(f)
    global _MODEL
    _MODEL = build_model(cfg["model"]).eval()
    n, s = cfg["data"]["num_images"], cfg["data"]["image_size"]
    imgs = torch.rand(n, 3, s, s)
    shards = list(enumerate(imgs.chunk(cfg["workers"] * 2)))
    ctx = mp.get_context("fork")
    with ctx.Pool(cfg["workers"]) as pool:
        results = pool.starmap(embed_shard, shards)
    for idx, v in sorted(results):
        print(f"shard {idx}: mean feature norm {v:.3f}")


if __name__ == "__main__":
    main()
