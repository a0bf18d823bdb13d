import multiprocessing

import seeding


def _rake(i, out):
    out.put((i, float(seeding.PROJECTION["basis"].trace())))


def rake_all(count):
    out = multiprocessing.Queue()
    procs = [multiprocessing.Process(target=_rake, args=(i, out)) for i in range(count)]
    for p in procs:
        p.start()
    got = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return got
