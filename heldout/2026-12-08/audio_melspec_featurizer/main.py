import argparse

import torch

from features import MelFrontend, global_cmvn
from data.sharding import extract_shards


def parse_args():
    ap = argparse.ArgumentParser(description="precompute log-mel features for ASR shards")
    ap.add_argument("--n-fft", type=int, default=512)
    ap.add_argument("--sample-rate", type=int, default=16000)
    ap.add_argument("--calib-clips", type=int, default=8)
    ap.add_argument("--shards", type=int, default=4)
    ap.add_argument("--workers", type=int, default=2)
    return ap.parse_args()


def main():
    args = parse_args()
    frontend = MelFrontend(n_fft=args.n_fft)
    g = torch.Generator().manual_seed(0)
    calib = torch.randn(args.calib_clips, args.sample_rate, generator=g)
    mean, std = global_cmvn(frontend, calib)
    print("cmvn over", args.calib_clips, "clips:", mean.shape[0], "mel bins")
    for shard_id, shape in extract_shards(frontend, mean, std, args.shards,
                                          clips=4, samples=args.sample_rate,
                                          workers=args.workers):
        print("shard", shard_id, shape)


if __name__ == "__main__":
    main()
