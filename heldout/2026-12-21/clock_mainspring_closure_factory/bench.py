import multiprocessing as mp


def _report(name, estimator, turns, results):
    results.put((name, estimator(turns)))


def run_benches(estimators, results):
    procs = []
    for name, (estimator, turns) in estimators.items():
        p = mp.Process(target=_report, args=(name, estimator, turns, results))
        p.start()
        procs.append(p)
    out = dict(results.get() for _ in procs)
    for p in procs:
        p.join()
    return out
