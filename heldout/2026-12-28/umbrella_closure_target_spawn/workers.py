import multiprocessing as mp


def fold_all(folder, count, start):
    ctx = mp.get_context(start)
    procs = [ctx.Process(target=folder, args=(i,)) for i in range(count)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
