import multiprocessing as mp

from dicom import write_volume


def export_volumes(volumes, progress):
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=write_volume, args=(i, vol, progress)) for i, vol in enumerate(volumes)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return sum(p.exitcode == 0 for p in procs)
