"""Run one finishing treatment per skein, each in its own process."""
import functools
import multiprocessing as mp

from finishes import FINISHES


def finish_all(context, finish, strength, skeins):
    ctx = mp.get_context(context)
    target = functools.partial(FINISHES[finish], strength=strength)
    procs = [ctx.Process(target=target, args=(s,)) for s in skeins]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
