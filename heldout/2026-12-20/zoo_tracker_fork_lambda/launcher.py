import multiprocessing


def launch(ctx_name, jobs):
    ctx = multiprocessing.get_context(ctx_name)
    results = ctx.Queue()
    procs = [ctx.Process(target=lambda key=key, fn=fn: results.put((key, fn())))
             for key, fn in jobs.items()]
    for p in procs:
        p.start()
    out = dict(results.get() for _ in procs)
    for p in procs:
        p.join()
    return out
