import multiprocessing

import torch


def swing_test(act, tension, swings, results):
    g = torch.Generator().manual_seed(len(act))
    arcs = torch.randn(swings, tension.shape[0], generator=g)
    peak = (arcs @ tension).abs().max(dim=1).values
    results.put((act, round(float(peak.mean()), 2)))


def test_acts(acts, rig, swings):
    ctx = multiprocessing.get_context("fork")
    results = ctx.Queue()
    procs = [ctx.Process(target=swing_test, args=(a, rig.tension, swings, results), daemon=True)
             for a in acts]
    for p in procs:
        p.start()
    peaks = dict(results.get() for _ in procs)
    for p in procs:
        p.join()
    return peaks
