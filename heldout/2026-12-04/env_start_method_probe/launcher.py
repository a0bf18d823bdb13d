import multiprocessing

import settings
from activations import probe


def run_probes():
    ctx = multiprocessing.get_context(settings.START_METHOD)
    out = ctx.Queue()
    procs = [ctx.Process(target=probe, args=(i, settings.HIDDEN, out)) for i in range(settings.N_PROBES)]
    for p in procs:
        p.start()
    results = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return results
