from multiprocessing import Pool

from calibration import temperature_scale
from scoring import score_shard


class ScoringService:
    def __init__(self, workers=2):
        self.pool = Pool(workers)
        self.temperature = None

    def calibrate(self):
        self.temperature = temperature_scale()
        return self.temperature

    def score(self, shards):
        return self.pool.map(score_shard, [(s, self.temperature) for s in shards])

    def close(self):
        self.pool.close()
        self.pool.join()
