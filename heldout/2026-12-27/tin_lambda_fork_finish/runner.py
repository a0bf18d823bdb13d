"""Run a finish per sheet in processes of the configured start method."""
import multiprocessing as mp

from finishes import FINISHES


def run(method, name, sheets):
    ctx = mp.get_context(method)
    procs = [ctx.Process(target=FINISHES[name], args=(s,)) for s in sheets]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
