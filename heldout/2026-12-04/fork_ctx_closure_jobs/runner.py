import multiprocessing

CTX = multiprocessing.get_context("fork")


def run_all(job, n):
    out = CTX.Queue()
    procs = [CTX.Process(target=job, args=(out, i)) for i in range(n)]
    for p in procs:
        p.start()
    results = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return results
