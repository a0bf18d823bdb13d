"""Evaluate a dual-encoder on a synthetic image-text retrieval benchmark.

Recall@K is computed over query shards in separate processes; the gallery
index (L2-normalised embeddings + temperature-calibrated scores) is built
once in the parent.
"""
import argparse
import multiprocessing as mp

import torch

from retrieval.encoders import DualEncoder
from retrieval.index import GalleryIndex
from retrieval.metrics import recall_worker


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gallery", type=int, default=2048)
    ap.add_argument("--queries", type=int, default=256)
    ap.add_argument("--dim", type=int, default=256)
    ap.add_argument("--shards", type=int, default=2)
    ap.add_argument("--start-method", default="fork", choices=["fork", "spawn", "forkserver"])
    args = ap.parse_args()

    torch.manual_seed(0)
    enc = DualEncoder(in_dim=128, dim=args.dim).eval()
    images = torch.randn(args.gallery, 128)
    index = GalleryIndex.build(enc, images)
    print(f"index: {index.size} items, temperature {index.temperature:.3f}")

    ctx = mp.get_context(args.start_method)
    out = ctx.Queue()
    q_ids = torch.randperm(args.gallery)[: args.queries]
    procs = []
    for s in range(args.shards):
        shard = q_ids[s:: args.shards]
        p = ctx.Process(target=recall_worker, args=(enc, index, images[shard] + 0.1 * torch.randn(len(shard), 128), shard, out))
        p.start()
        procs.append(p)
    hits = [out.get(timeout=300) for _ in procs]
    for p in procs:
        p.join()
    for k in (1, 5, 10):
        print(f"R@{k}: {sum(h[k] for h in hits) / args.queries:.3f}")


if __name__ == "__main__":
    main()
