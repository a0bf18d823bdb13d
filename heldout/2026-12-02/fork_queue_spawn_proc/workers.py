import multiprocessing

from inference import serve


def start_workers(requests, responses, n=2):
    ctx = multiprocessing.get_context("spawn")
    procs = []
    for _ in range(n):
        proc = ctx.Process(target=serve, args=(requests, responses))
        proc.start()
        procs.append(proc)
    return procs
