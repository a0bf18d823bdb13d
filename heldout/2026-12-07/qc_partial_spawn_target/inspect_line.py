import multiprocessing as mp


def _inspect(checker, parts, out):
    out.put(sum(checker(p) for p in parts))


def inspect_parts(checker, parts, workers=2):
    ctx = mp.get_context("spawn")
    out = ctx.Queue()
    chunks = [parts[i::workers] for i in range(workers)]
    procs = [ctx.Process(target=_inspect, args=(checker, c, out)) for c in chunks]
    for p in procs:
        p.start()
    passed = sum(out.get() for _ in procs)
    for p in procs:
        p.join()
    return passed
