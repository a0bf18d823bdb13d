import argparse

import torch

from tokenization import BytePairTokenizer, encode_corpus


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vocab-size", type=int, default=256)
    ap.add_argument("--corpus-tokens", type=int, default=200_000)
    ap.add_argument("--merges", type=int, default=32)
    ap.add_argument("--shards", type=int, default=4)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()

    g = torch.Generator().manual_seed(0)
    corpus = torch.randint(0, args.vocab_size, (args.corpus_tokens,), generator=g)
    tok = BytePairTokenizer.from_corpus(corpus, args.vocab_size, args.merges)
    print("learned", len(tok.merges), "merges")
    for seed, distinct in encode_corpus(tok, range(args.shards), args.corpus_tokens, args.jobs):
        print("shard", seed, "distinct pairs", distinct)


if __name__ == "__main__":
    main()
