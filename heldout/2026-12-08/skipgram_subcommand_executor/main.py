import argparse

import torch

from w2v import subsample_keep_prob, train_shards


def cmd_train(args):
    g = torch.Generator().manual_seed(1)
    counts = torch.randint(1, 10_000, (args.vocab,), generator=g).to(torch.float32)
    keep = subsample_keep_prob(counts, args.sample)
    print("expected kept fraction %.3f" % float(keep.clamp(max=1).mean()))
    for seed, loss in train_shards(args.vocab, args.dim, range(args.shards)):
        print("shard", seed, "loss", loss)


def cmd_vocab(args):
    print("vocab size", args.vocab)


def main():
    ap = argparse.ArgumentParser(prog="w2v")
    sub = ap.add_subparsers(dest="command")
    t = sub.add_parser("train")
    t.add_argument("--vocab", type=int, default=100_000)
    t.add_argument("--dim", type=int, default=100)
    t.add_argument("--sample", type=float, default=1e-4)
    t.add_argument("--shards", type=int, default=4)
    t.set_defaults(func=cmd_train)
    v = sub.add_parser("vocab")
    v.add_argument("--vocab", type=int, default=100_000)
    v.set_defaults(func=cmd_vocab)
    args = ap.parse_args(["train"] if len(__import__("sys").argv) == 1 else None)
    args.func(args)


if __name__ == "__main__":
    main()
