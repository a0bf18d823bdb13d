"""Finish every pair in its own process."""
import multiprocessing as mp

from factory import make_finisher


def finish(context, polish, pairs):
    ctx = mp.get_context(context)
    finisher = make_finisher(polish)
    procs = [ctx.Process(target=finisher.buff, args=(i,)) for i in range(pairs)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
