import multiprocessing as mp


def _sew(index, blocks, chairs):
    with chairs:
        return sum(range(blocks)) + index


def sew_all(section, chairs):
    ctx = mp.get_context(section["start"])
    procs = [ctx.Process(target=_sew, args=(i, section.getint("blocks"), chairs))
             for i in range(section.getint("sewers"))]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
