from multiprocessing.pool import ThreadPool


def parallel_map(fn, items, workers=2):
    with ThreadPool(workers) as pool:
        return pool.map(fn, items)
