import multiprocessing

from patterns import PATTERNS


def cut_all(rows):
    ctx = multiprocessing.get_context("spawn")
    out = ctx.Queue()
    procs = [ctx.Process(target=PATTERNS[r["pattern"]].cut, args=(int(r["pieces"]), out)) for r in rows]
    for p in procs:
        p.start()
    got = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return got
