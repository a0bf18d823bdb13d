import multiprocessing as mp


def run_lehrs(schedule, count, start):
    ctx = mp.get_context(start)
    procs = [ctx.Process(target=schedule, args=(i,)) for i in range(count)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
