"""Embed a document collection with a sentence encoder and post-process the
embeddings (quantisation + norms) in a pool of workers.

The pool is created up front, before the model is loaded, so that workers do
not carry a copy of the model weights.
"""
import argparse
import multiprocessing as mp

import torch

from embed.encoder import SentenceEncoder
from embed.postprocess import quantize_block


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--docs", type=int, default=2048)
    ap.add_argument("--dim", type=int, default=384)
    ap.add_argument("--block", type=int, default=512)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()

    pool = mp.Pool(args.workers)
    try:
        torch.manual_seed(0)
        encoder = SentenceEncoder(vocab=8000, dim=args.dim).eval()
        ids = torch.randint(0, 8000, (args.docs, 32))
        with torch.no_grad():
            emb = encoder(ids)
        blocks = list(emb.split(args.block))
        out = pool.map(quantize_block, blocks)
    finally:
        pool.close()
        pool.join()
    codes = torch.cat([c for c, _ in out])
    scales = torch.cat([s for _, s in out])
    print(f"{codes.shape[0]} docs -> int8 codes {tuple(codes.shape)}, mean scale {scales.mean():.4f}")


if __name__ == "__main__":
    main()
