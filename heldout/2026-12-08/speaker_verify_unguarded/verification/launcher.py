import multiprocessing as mp

from .scoring import score_trials

SPAWN = mp.get_context("spawn")


def launch_scorers(seeds, n_trials, dim):
    q = SPAWN.Queue()
    procs = [SPAWN.Process(target=score_trials, args=(s, n_trials, dim, q)) for s in seeds]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    if any(p.exitcode != 0 for p in procs):
        raise SystemExit("a scorer failed")
    return sorted(q.get() for _ in procs)
