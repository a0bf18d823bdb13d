import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from handlers import HANDLERS, load_column


def run_reports(names, seed=0):
    column = load_column(seed)
    ctx = multiprocessing.get_context("forkserver")
    with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
        futures = {name: ex.submit(HANDLERS[name], column) for name in names}
        return {name: f.result() for name, f in sorted(futures.items())}
