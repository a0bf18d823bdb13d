"""DDIM sampling from a small denoiser, sharded over processes.

    python main.py --num-samples 8 --steps 4 --shards 2
"""
import argparse
import os
import tempfile

import torch

from diffusion.unet import TinyUNet
from diffusion.schedule import cosine_alphas
from diffusion.sample import ShardedSampler
from utils.checks import sanity_check


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--num-samples", type=int, default=8)
    ap.add_argument("--image-size", type=int, default=32)
    ap.add_argument("--steps", type=int, default=4)
    ap.add_argument("--shards", type=int, default=2)
    ap.add_argument("--out", default=None)
    ap.add_argument("--skip-check", action="store_true")
    args = ap.parse_args()

    torch.manual_seed(0)
    net = TinyUNet(channels=32).eval()
    if not args.skip_check:
        sanity_check(net, args.image_size)
    out = args.out or tempfile.mkdtemp(prefix="samples_")
    sampler = ShardedSampler(net, cosine_alphas(1000), args.steps, args.image_size)
    paths = sampler.run(args.num_samples, args.shards, out)
    print(f"wrote {len(paths)} shards to {out}: {[os.path.basename(p) for p in paths]}")


if __name__ == "__main__":
    main()
