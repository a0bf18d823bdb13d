import multiprocessing as mp


def run_workers(cfg, fn):
    ctx = mp.get_context("fork")
    procs = [ctx.Process(target=fn, args=(r, cfg.width)) for r in range(cfg.workers)]
    [p.start() for p in procs]
    [p.join() for p in procs]
    return [p.exitcode for p in procs]
