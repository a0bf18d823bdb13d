import argparse

import torch
import torch.multiprocessing as mp

from data import length_stats, make_split
from models import TinyEncoder
from eval_worker import evaluate_rank


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vocab", type=int, default=30000)
    ap.add_argument("--seq-len", type=int, default=128)
    ap.add_argument("--train-examples", type=int, default=4096)
    ap.add_argument("--world-size", type=int, default=2)
    args = ap.parse_args()
    cfg = {"vocab": args.vocab, "seq_len": args.seq_len, "eval_examples": 32, "classes": 3}
    mean_len, std_len = length_stats(make_split(0, args.train_examples, args.seq_len, args.vocab))
    print("train length %.1f +- %.1f" % (mean_len, std_len))
    torch.manual_seed(0)
    model = TinyEncoder(args.vocab, 64, 4, cfg["classes"]).eval()
    results = mp.get_context("spawn").SimpleQueue()
    mp.spawn(evaluate_rank, args=(model, cfg, results), nprocs=args.world_size, join=True)
    for rank, cls in sorted(results.get() for _ in range(args.world_size)):
        print("rank", rank, "majority prediction", cls)


if __name__ == "__main__":
    main()
