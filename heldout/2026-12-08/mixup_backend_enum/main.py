import argparse

import torch

from augment import Backend, loudness_normalize


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--backend", type=Backend, default=Backend.PROCESSES)
    ap.add_argument("--clips", type=int, default=16)
    ap.add_argument("--clip-samples", type=int, default=32000)
    ap.add_argument("--ir-len", type=int, default=256)
    args = ap.parse_args()
    g = torch.Generator().manual_seed(0)
    bank = loudness_normalize(torch.randn(args.clips, args.clip_samples, generator=g))
    print("noise bank peak %.2f" % float(bank.abs().max()))
    jobs = [(s, 4, args.ir_len, 0.3) for s in range(4)]
    for seed, std in args.backend.map(jobs):
        print("augmented batch", seed, "std", std)


if __name__ == "__main__":
    main()
