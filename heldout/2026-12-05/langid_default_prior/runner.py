from multiprocessing import Pool

from langid import classify
from ngrams import ngram_counts


def _batch(seed):
    return seed, classify(ngram_counts(512, seed))[:5]


def label_batches(n_batches, workers=2):
    with Pool(workers) as pool:
        return pool.map(_batch, range(n_batches))
