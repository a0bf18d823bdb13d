import multiprocessing

from solvers import simulate


def run_ensemble(cfg, seeds):
    ctx = multiprocessing.get_context()
    pool = ctx.Pool(processes=cfg["workers"])
    jobs = [pool.apply_async(simulate, (cfg["solver"], s, cfg["batch"], cfg["grid"], cfg["steps"], cfg["dt"]))
            for s in seeds]
    try:
        return [j.get() for j in jobs]
    finally:
        pool.close()
        pool.join()
