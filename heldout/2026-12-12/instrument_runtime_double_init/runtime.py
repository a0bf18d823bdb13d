import multiprocessing as mp


class InstrumentRuntime:
    """Per-instrument processing runtime; configures multiprocessing on construction."""

    def __init__(self, instrument, start_method="spawn", workers=2):
        self.instrument = instrument
        self.workers = workers
        mp.set_start_method(start_method)
        self.ctx = mp.get_context()

    def map(self, fn, items):
        with self.ctx.Pool(self.workers) as pool:
            return pool.map(fn, items)
