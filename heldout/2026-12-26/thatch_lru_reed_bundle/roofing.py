import multiprocessing

from bundles import bundle


def _lay(course, stems, length, out):
    reeds = bundle(stems, length)
    out.put((course, float((reeds @ reeds).trace())))


def lay_courses(thatchers, stems, length):
    out = multiprocessing.Queue()
    procs = [multiprocessing.Process(target=_lay, args=(c, stems, length, out)) for c in range(thatchers)]
    for p in procs:
        p.start()
    got = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return got
