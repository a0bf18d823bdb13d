from multiprocessing import Pool

from . import tasks


def evaluate(model, cfg):
    tasks.MODEL = model
    ids = range(cfg["num_tasks"])
    if cfg.get("parallel_eval", False):
        with Pool(cfg["num_workers"]) as pool:
            return pool.map(tasks.run_task, ids)
    return [tasks.run_task(i) for i in ids]
