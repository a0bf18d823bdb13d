"""Precompute and cache backbone features for a linear-probe experiment.

Feature extraction for the splits runs concurrently in a thread pool (torch
releases the GIL inside ops).
"""
import argparse
import os
import tempfile
from concurrent.futures import ThreadPoolExecutor

import torch

from cache.backbone import Backbone
from cache.store import FeatureStore


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache-dir", default=None)
    ap.add_argument("--splits", nargs="+", default=["train", "val", "test"])
    ap.add_argument("--n", type=int, default=512)
    args = ap.parse_args()

    torch.manual_seed(0)
    backbone = Backbone().eval()
    with torch.no_grad():
        backbone(torch.randn(16, 3, 64, 64))   # warm-up
    store = FeatureStore(args.cache_dir or tempfile.mkdtemp(prefix="feats_"))

    def extract(split):
        g = torch.Generator().manual_seed(hash(split) % 1000)
        images = torch.rand(args.n // 4, 3, 64, 64, generator=g)
        with torch.no_grad():
            feats = backbone(images)
        return store.put(split, feats)

    with ThreadPoolExecutor(max_workers=2) as ex:
        paths = list(ex.map(extract, args.splits))
    print("cached:", [os.path.basename(p) for p in paths])


if __name__ == "__main__":
    main()
