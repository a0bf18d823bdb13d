import multiprocessing as mp

from startup import SETTINGS, runs_under


def _mould(index):
    return index * 3


@runs_under(SETTINGS["moulding"]["method"])
def mould_all():
    procs = [mp.Process(target=_mould, args=(i,)) for i in range(SETTINGS["moulding"]["moulds"])]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
