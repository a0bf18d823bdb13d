import argparse

import torch

from dedupe import dedupe_corpus
from encoder import SentenceEncoder, calibrate


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shards", type=int, default=4)
    ap.add_argument("--sentences", type=int, default=256)
    ap.add_argument("--seq-len", type=int, default=32)
    ap.add_argument("--threshold", type=float, default=0.95)
    args = ap.parse_args()

    g = torch.Generator().manual_seed(42)
    probe = torch.randint(0, 8000, (8, args.seq_len), generator=g)
    print("calibration norm", round(calibrate(SentenceEncoder(), probe), 3))
    print(dedupe_corpus(range(args.shards), args.sentences, args.seq_len, args.threshold))


if __name__ == "__main__":
    main()
