import time

import torch.multiprocessing as mp


def _bake(oven, ready, minutes):
    ready.wait()
    time.sleep(0.01 * minutes)


def light(ovens, start_method, ready, minutes):
    ctx = mp.get_context(start_method)
    procs = [ctx.Process(target=_bake, args=(i, ready, minutes)) for i in range(ovens)]
    for p in procs:
        p.start()
    ready.set()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
