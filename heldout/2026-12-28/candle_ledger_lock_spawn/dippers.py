import multiprocessing as mp


def _dip(index, dips, lock):
    for _ in range(dips):
        with lock:
            pass
    return index


def dip_all(count, dips, lock, start):
    ctx = mp.get_context(start)
    procs = [ctx.Process(target=_dip, args=(i, dips, lock)) for i in range(count)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
