import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from pricers import Pricer


def price_line(line, exposures):
    return float(Pricer.registry[line]().calibrate(exposures).mean())


def quote_portfolio(lines, exposures, start_method="fork"):
    ctx = mp.get_context(start_method)
    with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
        futs = {line: ex.submit(price_line, line, exposures) for line in lines}
        return {line: f.result() for line, f in futs.items()}
