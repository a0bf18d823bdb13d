import multiprocessing
import random


def read_gangway(name, readings, tripped):
    rng = random.Random(name)
    angles = [rng.gauss(4.0, 1.5) for _ in range(readings)]
    if max(angles) > 12.0:
        tripped.set()
    print(f"{name}: max ramp angle {max(angles):.1f} deg", flush=True)


def start_readers(cfg, watchdog):
    ctx = multiprocessing.get_context(cfg["start_method"])
    readers = [ctx.Process(target=read_gangway, args=(g, cfg["readings"], watchdog.tripped))
               for g in cfg["gangways"]]
    for r in readers:
        r.start()
    return readers
