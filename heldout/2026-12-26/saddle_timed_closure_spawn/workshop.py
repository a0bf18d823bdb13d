import multiprocessing

from tack import oil_strap


def oil_all(straps, start_method):
    ctx = multiprocessing.get_context(start_method)
    out = ctx.Queue()
    procs = [ctx.Process(target=oil_strap, args=(name, coats, out)) for name, coats in straps]
    for p in procs:
        p.start()
    got = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return got
