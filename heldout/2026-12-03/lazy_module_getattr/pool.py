from concurrent.futures import ProcessPoolExecutor

from features import spread


def compute_spreads(seeds):
    ex = ProcessPoolExecutor(max_workers=2)
    try:
        return sorted(ex.map(spread, seeds))
    finally:
        ex.shutdown()
