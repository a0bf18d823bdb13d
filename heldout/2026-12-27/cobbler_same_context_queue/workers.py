"""Cobblers in processes of one context."""
import multiprocessing as mp

import channels


def _mend(cobbler, pairs, out):
    out.put((cobbler, sum(pairs[cobbler::2])))


def mend(method, cobblers, pairs):
    ctx = mp.get_context(method)
    out = channels.results_channel(ctx)
    procs = [ctx.Process(target=_mend, args=(i, pairs, out)) for i in range(cobblers)]
    for p in procs:
        p.start()
    got = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return got
