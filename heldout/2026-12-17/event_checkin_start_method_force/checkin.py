import multiprocessing as mp


def _desk(desk, badges, out):
    out.put((desk, sum(1 for b in badges if b % desk == 0)))


def run_desks(badges, desks=(2, 3), method="forkserver"):
    mp.set_start_method(method, force=True)
    out = mp.Queue()
    procs = [mp.Process(target=_desk, args=(d, badges, out)) for d in desks]
    for p in procs:
        p.start()
    res = dict(out.get() for _ in procs)
    for p in procs:
        p.join()
    return res
