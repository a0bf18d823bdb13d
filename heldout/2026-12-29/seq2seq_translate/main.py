"""Greedy-decode a held-out corpus with a GRU encoder-decoder.

Usage: python main.py --hidden 512 --shards 4
"""
import argparse
import multiprocessing as mp

import torch

from data.vocab import Vocab, load_corpus
from models.seq2seq import Seq2Seq
import decode


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--hidden", type=int, default=512)
    p.add_argument("--emb", type=int, default=256)
    p.add_argument("--shards", type=int, default=4)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--max-len", type=int, default=12)
    p.add_argument("--seed", type=int, default=13)
    return p.parse_args()


def main():
    args = parse_args()
    torch.manual_seed(args.seed)
    corpus = load_corpus(n_sentences=64, seed=args.seed)
    vocab = Vocab.build(corpus)
    model = Seq2Seq(len(vocab), emb_dim=args.emb, hidden=args.hidden)
    model.eval()
    decode.install(model, vocab, args.max_len)

    shards = [corpus[i::args.shards] for i in range(args.shards)]
    with mp.Pool(processes=args.workers) as pool:
        outputs = pool.map(decode.decode_shard, shards)
    n = sum(len(o) for o in outputs)
    print(f"decoded {n} sentences in {len(shards)} shards")


if __name__ == "__main__":
    main()
