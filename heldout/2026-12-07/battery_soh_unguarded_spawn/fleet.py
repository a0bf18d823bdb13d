import multiprocessing as mp

from cells import state_of_health


def _assess(pack_id, results):
    results.put(state_of_health(pack_id))


def assess_fleet(pack_ids):
    ctx = mp.get_context("spawn")
    results = ctx.Queue()
    procs = [ctx.Process(target=_assess, args=(p, results)) for p in pack_ids]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    if any(p.exitcode for p in procs):
        raise RuntimeError("a pack assessment failed")
    return dict(results.get() for _ in procs)
