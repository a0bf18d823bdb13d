"""Tin smiths hammer in processes of the configured start method."""
import multiprocessing as mp


def _hammer(smith, results):
    results.put((smith, smith * 11))


def hammer_all(bench, method):
    ctx = mp.get_context(method)
    procs = [ctx.Process(target=_hammer, args=(i, bench.results)) for i in range(bench.smiths)]
    for p in procs:
        p.start()
    out = [bench.results.get() for _ in procs]
    for p in procs:
        p.join()
    return sorted(out)
