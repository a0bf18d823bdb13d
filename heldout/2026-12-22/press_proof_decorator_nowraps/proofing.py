import multiprocessing as mp

import pages


def proof_all(method, workers, count):
    ctx = mp.get_context(method)
    with ctx.Pool(workers) as pool:
        return pool.map(pages.proof_page, range(1, count + 1))
