import multiprocessing


def send(start_method, roofers):
    ctx = multiprocessing.get_context(start_method)
    procs = [ctx.Process(target=r.lay) for r in roofers]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
