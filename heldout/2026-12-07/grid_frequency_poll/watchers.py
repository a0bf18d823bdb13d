import time

import torch.multiprocessing as tmp

from signals import load_pmu, rocof


def watch_region(region, n_units, n_samples, dt):
    f = load_pmu(n_units, n_samples, seed=region)
    trips = int((rocof(f, dt) > 0.5).sum())
    print("region", region, "trips", trips, flush=True)


def start_watchers(regions, cfg):
    procs = []
    for r in regions:
        p = tmp.Process(target=watch_region, args=(r, cfg["units"], cfg["samples"], cfg["dt"]))
        p.start()
        procs.append(p)
    while any(p.is_alive() for p in procs):
        time.sleep(0.2)
    return [p.exitcode for p in procs]
