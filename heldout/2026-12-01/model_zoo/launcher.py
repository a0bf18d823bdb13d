import multiprocessing as mp


def start_workers(fn, n, *args):
    procs = []
    for rank in range(n):
        proc = mp.Process(target=fn, args=(rank,) + args, daemon=False)
        proc.start()
        procs.append(proc)
    return procs


def wait_all(procs):
    for proc in procs:
        proc.join()
    return [proc.exitcode for proc in procs]
