import multiprocessing

import pigments


def _paint(painter, out):
    palette = pigments.PALETTE
    out.put((painter, float((palette @ palette).diagonal().mean())))


def paint_all(painters):
    out = multiprocessing.Queue()
    procs = [multiprocessing.Process(target=_paint, args=(i, out)) for i in range(painters)]
    for p in procs:
        p.start()
    results = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return results
