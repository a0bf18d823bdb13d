import multiprocessing

CTX = multiprocessing.get_context("spawn")


def run_all(fn, seeds, steps):
    with CTX.Pool(2) as pool:
        return sorted(pool.starmap(fn, [(s, steps) for s in seeds]))
