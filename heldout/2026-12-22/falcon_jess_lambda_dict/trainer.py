import multiprocessing as mp

from drills import DRILLS


def run_drills(method, plan):
    ctx = mp.get_context(method)
    procs = [ctx.Process(target=DRILLS[d["name"]], args=(d["reps"],)) for d in plan]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
