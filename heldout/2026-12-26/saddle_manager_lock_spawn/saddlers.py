import multiprocessing


def _work(name, stitches, lock, out):
    with lock:
        out.put((name, stitches * 4))


def run_bench(saddlers, start_method, lock):
    ctx = multiprocessing.get_context(start_method)
    out = ctx.Queue()
    procs = [ctx.Process(target=_work, args=(s["name"], s["stitches"], lock, out)) for s in saddlers]
    for p in procs:
        p.start()
    got = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return got
