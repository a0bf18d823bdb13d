"""Featurise a CoNLL-style corpus for a BiLSTM-CRF tagger.

Word vectors are looked up from a (synthetic) pretrained table; character
CNN features are computed per sentence batch in a worker pool.
"""
import argparse
import multiprocessing as mp

from ner.corpus import ConllCorpus
from ner.features import char_features, set_extractor


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sentences", type=int, default=128)
    ap.add_argument("--vocab", type=int, default=20000)
    ap.add_argument("--dim", type=int, default=100)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--chunk", type=int, default=16)
    args = ap.parse_args()

    corpus = ConllCorpus.synthetic(args.sentences, vocab_size=args.vocab, dim=args.dim)
    print(f"{len(corpus)} sentences, {corpus.vectors.shape[0]} vectors")
    set_extractor(char_dim=32, filters=128)

    batches = [corpus.sentences[i:i + args.chunk] for i in range(0, len(corpus), args.chunk)]
    n_tokens = 0
    with mp.Pool(args.workers) as pool:
        for feats in pool.imap_unordered(char_features, batches):
            n_tokens += feats.shape[0]
    print(f"char features for {n_tokens} tokens")


if __name__ == "__main__":
    main()
