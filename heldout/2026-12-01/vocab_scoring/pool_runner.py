import multiprocessing as mp

import config
from scorer import score_batch


def run_scoring(num_batches):
    with mp.Pool(config.NUM_PROCS) as pool:
        return pool.map(score_batch, range(num_batches))
