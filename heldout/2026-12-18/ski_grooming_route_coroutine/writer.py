import multiprocessing as mp

import routes


def route_writer(workers=2):
    """Coroutine: send (route_id, legs) batches in; yields the scores of each batch."""
    pool = None
    scored = []
    try:
        while True:
            batch = yield scored
            if pool is None:
                pool = mp.get_context("fork").Pool(processes=workers)
            scored = pool.map(routes.score_route, batch)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
