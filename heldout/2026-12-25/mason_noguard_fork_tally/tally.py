import multiprocessing


def count_stones(gang, stones, results):
    results.put((gang, sum(1 for _ in range(stones))))


def tally(start_method, gangs, stones):
    ctx = multiprocessing.get_context(start_method)
    results = ctx.Queue()
    procs = [ctx.Process(target=count_stones, args=(g, stones, results)) for g in range(gangs)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    if any(p.exitcode for p in procs):
        raise SystemExit(f"tally failed: exit codes {[p.exitcode for p in procs]}")
    return dict(results.get() for _ in procs)
