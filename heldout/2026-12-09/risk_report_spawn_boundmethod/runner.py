import multiprocessing
from concurrent.futures import ProcessPoolExecutor


class ReportRunner:
    def __init__(self, workers=2, start_method="spawn"):
        self.workers = workers
        self.start_method = start_method

    def run(self, reports, n_trades):
        ctx = multiprocessing.get_context(self.start_method)
        with ProcessPoolExecutor(self.workers, mp_context=ctx) as ex:
            futures = [ex.submit(r.run, n_trades) for r in reports]
            return [f.result() for f in futures]
