import multiprocessing as mp

from tumbler import Tumbler


def pick(section):
    ctx = mp.get_context(section["method"])
    target = Tumbler.action(section["kind"])
    procs = [ctx.Process(target=target, args=(section.getint("stacks"),))
             for _ in range(section.getint("count"))]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
