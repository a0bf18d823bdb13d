import multiprocessing as mp

ROUNDERS = {"none": None, "nearest_5": 5.0, "nearest_10": 10.0}


class Pricer:
    def __init__(self, rounding, loading):
        step = ROUNDERS[rounding]
        self.loading = loading
        self.round_premium = (lambda p: p) if step is None else (lambda p: (p / step).round() * step)

    def price(self, book, out):
        raw = book.sum(dim=1) * 100 * self.loading
        out.put(float(self.round_premium(raw).sum()))


def run_pricing(pricer, book, workers=2):
    ctx = mp.get_context("spawn")
    out = ctx.Queue()
    procs = [ctx.Process(target=pricer.price, args=(chunk, out)) for chunk in book.chunk(workers)]
    for p in procs:
        p.start()
    total = sum(out.get() for _ in procs)
    for p in procs:
        p.join()
    return total
