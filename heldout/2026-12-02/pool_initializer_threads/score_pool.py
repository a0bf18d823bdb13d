import multiprocessing

import settings
from scoring import init_worker, score_block


class ScorePool:
    def __init__(self, n_workers=settings.N_WORKERS, threads=settings.THREADS_PER_WORKER):
        self.pool = multiprocessing.Pool(n_workers, initializer=init_worker, initargs=(threads,))

    def score(self, blocks):
        return self.pool.map(score_block, blocks)

    def close(self):
        self.pool.close()
        self.pool.join()
