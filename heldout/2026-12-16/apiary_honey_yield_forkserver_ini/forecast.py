import multiprocessing as mp

from blocks import block_yield


class YieldForecaster:
    def __init__(self, section):
        self.start_method = section.get("start_method")
        self.processes = section.getint("processes")
        self.blocks = section.getint("blocks")

    def forecast(self, z):
        ctx = mp.get_context(self.start_method)
        with ctx.Pool(self.processes) as pool:
            return [round(v, 3) for v in pool.imap(block_yield, z.chunk(self.blocks))]
