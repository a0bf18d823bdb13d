"""Corpus statistics for a tokenised dataset: n-gram counts and length
histograms, computed by worker processes, plus perplexity under a unigram
model computed in torch by the main process."""
import argparse
import multiprocessing as mp

import torch

from stats.corpus import make_corpus
from stats.counting import count_chunk, merge_counts
from stats.lm import UnigramScorer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--docs", type=int, default=4000)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()

    docs = make_corpus(args.docs)
    scorer = UnigramScorer(docs, vocab_size=5000)
    print(f"unigram perplexity: {scorer.perplexity(docs[:1000]):.1f}")

    chunks = [docs[i::args.workers * 4] for i in range(args.workers * 4)]
    with mp.Pool(args.workers) as pool:
        partial = pool.map(count_chunk, chunks)
    counts, hist = merge_counts(partial)
    print(f"{len(counts)} distinct bigrams; length histogram {hist[:6].tolist()}")


if __name__ == "__main__":
    main()
