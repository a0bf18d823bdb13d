import multiprocessing
from concurrent.futures import ProcessPoolExecutor


def score_regions(scorer, regions):
    ctx = multiprocessing.get_context("forkserver")
    with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
        futures = [ex.submit(scorer, r) for r in regions]
        return dict(f.result() for f in futures)
