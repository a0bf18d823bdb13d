import multiprocessing as mp

from quench import make_quench


def temper_all(cfg):
    ctx = mp.get_context(cfg["start_method"])
    workers = []
    for blade in cfg["blades"]:
        medium = cfg["media"][blade["steel"]]
        workers.append(ctx.Process(target=make_quench(medium), args=(blade["name"],)))
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    return [w.exitcode for w in workers]
