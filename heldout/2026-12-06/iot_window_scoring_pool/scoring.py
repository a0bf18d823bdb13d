import multiprocessing

from sensors import SensorStream


def score_site(site, channels, length, window, reference):
    smooth = SensorStream(channels, length, seed=site).rolling_mean(window)
    return site, round(float((smooth - reference).abs().max()), 4)


class ScoringPool:
    """Pool of scorer processes for the duration of a `with` block."""

    def __init__(self, workers):
        self.workers = workers
        self._pool = None

    def __enter__(self):
        self._pool = multiprocessing.Pool(self.workers)
        return self

    def __exit__(self, *exc):
        self._pool.close()
        self._pool.join()
        return False

    def score(self, sites, channels, length, window, reference):
        jobs = [(s, channels, length, window, reference) for s in sites]
        return self._pool.starmap(score_site, jobs)
