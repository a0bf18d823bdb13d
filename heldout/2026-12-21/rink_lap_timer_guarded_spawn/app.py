import json
import multiprocessing as mp
import sys

from timing import best_lap


def run():
    with open("laps.json") as f:
        cfg = json.load(f)
    ctx = mp.get_context(cfg["start_method"])
    results = ctx.Queue()
    procs = [ctx.Process(target=best_lap, args=(n, laps, results)) for n, laps in cfg["skaters"].items()]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    if any(p.exitcode != 0 for p in procs):
        sys.exit("lap timing failed")
    for _ in procs:
        name, best, mean = results.get()
        print(f"{name}: best {best:.1f} mean {mean:.2f}")
