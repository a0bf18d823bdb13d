"""Zero-shot classification with prompt ensembling (CLIP-style).

Class text embeddings are computed once and shared; image shards are scored
by worker processes.
"""
import argparse
import multiprocessing as mp

import torch
import yaml

from zeroshot.model import ToyCLIP
from zeroshot.prompts import class_embeddings
from zeroshot.evaluate import score_shard


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.yaml")
    cfg = yaml.safe_load(open(ap.parse_args().config))
    torch.manual_seed(0)
    model = ToyCLIP(**cfg["model"]).eval()
    weights = class_embeddings(model, cfg["prompts"]["templates"], cfg["prompts"]["classes"])
    print("zero-shot head", tuple(weights.shape))

    ctx = mp.get_context(cfg["eval"]["start_method"])
    n, k = cfg["eval"]["n_images"], cfg["eval"]["shards"]
    with ctx.Pool(k) as pool:
        accs = pool.starmap(score_shard, [(model.state_dict(), cfg["model"], weights, s, n // k) for s in range(k)])
    print("top-1 per shard:", [round(a, 3) for a in accs])


if __name__ == "__main__":
    main()
