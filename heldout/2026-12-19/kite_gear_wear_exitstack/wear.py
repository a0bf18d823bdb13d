"""Equipment wear: small categories are scored inline, large ones in a worker pool."""
import contextlib
import multiprocessing as mp

from scoring import farmed, retire_count, usage


def assess(categories, inline_limit):
    results = []
    with contextlib.ExitStack() as stack:
        pool = None
        for seed, cat in enumerate(categories):
            if cat["items"] <= inline_limit:
                results.append((cat["name"], retire_count(usage(cat["items"], cat["sessions"], seed))))
                continue
            if pool is None:
                pool = stack.enter_context(mp.Pool(2))
            results.append((cat["name"], pool.apply(farmed, ((cat["items"], cat["sessions"], seed),))))
    return results
