import multiprocessing as mp


def start_workers(fn, n, method="spawn"):
    ctx = mp.get_context(method)
    procs = []
    for rank in range(n):
        p = ctx.Process(target=lambda r=rank: fn(r))
        p.start()
        procs.append(p)
    for p in procs:
        p.join()
