import multiprocessing as mp

from rollout import rollout


def launch_rollouts(cfg):
    out = mp.Queue()
    procs = [mp.Process(target=lambda i=i: rollout(i, cfg, out)) for i in range(cfg["n_workers"])]
    for p in procs:
        p.start()
    returns = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return returns
