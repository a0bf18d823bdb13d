import functools
import multiprocessing
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor


def _rank(calls, key):
    return sorted(calls, key=key)


def rank_by_district(incoming, severity_key):
    by_district = defaultdict(list)
    for call in incoming:
        by_district[call["district"]].append(call)
    ranker = functools.partial(_rank, key=severity_key)
    ctx = multiprocessing.get_context("forkserver")
    with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
        futures = {d: ex.submit(ranker, calls) for d, calls in by_district.items()}
        return [(d, f.result()) for d, f in futures.items()]
