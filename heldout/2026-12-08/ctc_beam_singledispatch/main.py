import argparse

import torch

from decoding import BeamDecoder, to_log_probs


def greedy_baseline(utterances, vocab):
    lp = to_log_probs(utterances, vocab)
    return (lp.argmax(-1) != 0).sum(-1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vocab", type=int, default=1024)
    ap.add_argument("--frames", type=int, default=400)
    ap.add_argument("--beam", type=int, default=8)
    args = ap.parse_args()
    g = torch.Generator().manual_seed(0)
    dev = [torch.randn(args.frames, args.vocab, generator=g) for _ in range(4)]
    print("greedy lengths", greedy_baseline(dev, args.vocab).tolist())
    for seed, length in BeamDecoder(args.vocab, args.beam, workers=2).decode_all(range(6), args.frames):
        print("utt", seed, "hyp length", length)


if __name__ == "__main__":
    main()
