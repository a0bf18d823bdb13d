"""Base class for valuation models that fit one sub-model per submarket in a worker pool."""
import multiprocessing as mp


class PooledModel:
    workers = 2

    def fit_submarket(self, key):
        raise NotImplementedError

    def fit_parallel(self, keys):
        pool = mp.Pool(self.workers)
        try:
            fitted = pool.map(self.fit_submarket, keys)
        finally:
            pool.close()
            pool.join()
        self.coefs = dict(zip(keys, fitted))
        return self
