import argparse

import torch

from vocoder import griffin_lim, synthesize_all


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n-fft", type=int, default=1024)
    ap.add_argument("--hop", type=int, default=256)
    ap.add_argument("--frames", type=int, default=200)
    ap.add_argument("--iters", type=int, default=4)
    args = ap.parse_args()
    g = torch.Generator().manual_seed(1)
    mag = torch.rand(args.n_fft // 2 + 1, args.frames, generator=g)
    print("reference waveform samples", griffin_lim(mag, args.n_fft, args.hop, args.iters).shape[0])
    for seed, n in synthesize_all(range(3), args.frames, args.n_fft, args.hop, args.iters):
        print("utterance", seed, "samples", n)


if __name__ == "__main__":
    main()
