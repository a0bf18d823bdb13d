import multiprocessing as mp
import time

import gate


def flood_channel(name, gate):
    with gate:
        time.sleep(0.05)
        print(f"{name} channel flooded", flush=True)


def flood_all(names, start_method):
    ctx = mp.get_context(start_method)
    procs = [ctx.Process(target=flood_channel, kwargs={"name": n, "gate": gate.gate()}) for n in names]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
