import multiprocessing as mp

import torch


def shoot_end(distance, arrows, model, results):
    torch.manual_seed(distance)
    shots = torch.randn(arrows, model.width) * distance / 70
    results.put((distance, float(model.drift(shots).mean())))


def shoot_all(model, distances, arrows):
    results = mp.Queue()
    archers = []
    for d in distances:
        p = mp.Process(target=shoot_end, args=(d, arrows, model, results), daemon=True)
        p.start()
        archers.append(p)
    drift = dict(results.get() for _ in archers)
    for p in archers:
        p.join()
    return drift
