import multiprocessing as mp

_SPAWN = mp.get_context("spawn")


def start(target, n, queue):
    procs = []
    for rank in range(n):
        p = _SPAWN.Process(target=target, args=(rank, queue))
        p.start()
        procs.append(p)
    return procs
