import multiprocessing as mp


def run_rounds(method, target, rounds):
    ctx = mp.get_context(method)
    results = ctx.Queue()
    procs = [ctx.Process(target=target, args=(r, results)) for r in rounds]
    for p in procs:
        p.start()
    out = dict(results.get() for _ in procs)
    for p in procs:
        p.join()
    return out
