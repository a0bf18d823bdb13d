"""Weavers as spawn processes with a partially applied target."""
import functools
import multiprocessing as mp

from dyeing import weave_row


def make_target(colour):
    return functools.partial(weave_row, colour=colour)


def weave(context, colour, rows):
    ctx = mp.get_context(context)
    target = make_target(colour)
    procs = [ctx.Process(target=target, args=(r,)) for r in rows]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
