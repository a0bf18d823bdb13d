import multiprocessing

from sim import simulate


def run_envs(n_envs, steps):
    ctx = multiprocessing.get_context("fork")
    out = ctx.Queue()
    procs = [ctx.Process(target=lambda env_id=i: simulate(env_id, steps, out)) for i in range(n_envs)]
    for p in procs:
        p.start()
    results = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return results
