import multiprocessing as mp

from books import price_book


class PricingRun:
    def __init__(self, start_method="spawn"):
        self.ctx = mp.get_context(start_method)

    def run(self, books, n_trades, total):
        procs = [self.ctx.Process(target=price_book, args=(b, n_trades, total)) for b in books]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        return total.value
