import multiprocessing


def parallel_map(fn, items, processes=2):
    """Map fn over items in worker processes, keeping the input order."""
    with multiprocessing.Pool(processes) as pool:
        return pool.map(fn, items)
