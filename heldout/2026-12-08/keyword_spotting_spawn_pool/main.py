import argparse

import torch

from kws import log_spectrogram, score_files


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--samples", type=int, default=16000)
    ap.add_argument("--background-clips", type=int, default=8)
    ap.add_argument("--start-method", default="spawn", choices=["fork", "spawn", "forkserver"])
    args = ap.parse_args()
    g = torch.Generator().manual_seed(0)
    background = log_spectrogram(torch.randn(args.background_clips, args.samples, generator=g))
    mean = background.mean(dim=(0, 2))
    print("background profile over", mean.shape[0], "bins")
    for seed, frame in score_files(range(4), args.samples, mean, args.start_method):
        print("file", seed, "peak frame", frame)


if __name__ == "__main__":
    main()
