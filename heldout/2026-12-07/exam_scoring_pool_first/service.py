from multiprocessing import Pool

from scoring import score_section


class ScoringService:
    """Workers are started when the service is created, before any request is handled."""

    def __init__(self, workers=2):
        self.pool = Pool(workers)

    def score(self, sections, n_candidates, n_items):
        return dict(self.pool.map(score_section, [(s, n_candidates, n_items) for s in sections]))

    def close(self):
        self.pool.close()
        self.pool.join()
