import multiprocessing as mp

from acts import ACTS, Act


def stage_acts(names, start_method):
    ctx = mp.get_context(start_method)
    exits = []
    for name in names:
        p = ctx.Process(target=ACTS[Act[name]])
        p.start()
        p.join()
        exits.append(p.exitcode)
    return exits
