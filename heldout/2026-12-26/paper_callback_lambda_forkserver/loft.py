import multiprocessing


def hang_all(sheets, start_method):
    ctx = multiprocessing.get_context(start_method)
    out = ctx.Queue()
    procs = [ctx.Process(target=s.dry, args=(out,)) for s in sheets]
    for p in procs:
        p.start()
    got = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return got
