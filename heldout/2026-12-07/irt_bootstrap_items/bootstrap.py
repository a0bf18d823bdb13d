import multiprocessing

from irt import resample_fit


class Bootstrap:
    def __init__(self, n_rounds, n_students, n_items, workers=2):
        self.n_rounds = n_rounds
        self.shape = (n_students, n_items)
        self.workers = workers

    def run(self):
        ctx = multiprocessing.get_context()
        tasks = [(seed,) + self.shape for seed in range(self.n_rounds)]
        with ctx.Pool(self.workers) as pool:
            return sorted(pool.imap(resample_fit, tasks))
