import multiprocessing

from gauges import measure


def measure_all(strands, start_method):
    ctx = multiprocessing.get_context(start_method)
    out = ctx.Queue()
    procs = [ctx.Process(target=measure, args=(s["name"], s["length"], out)) for s in strands]
    for p in procs:
        p.start()
    got = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return got
