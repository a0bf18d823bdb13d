import multiprocessing as mp

from data import utterance_lengths
from utils.dist import setup_multiprocessing


def _bucket(seed):
    lengths = utterance_lengths(1000, seed)
    return seed, int((lengths // 200).bincount().argmax())


def train(args):
    setup_multiprocessing(args.start_method)
    with mp.Pool(2) as pool:
        for seed, bucket in pool.map(_bucket, range(args.epochs)):
            print("epoch", seed, "busiest bucket", bucket)
