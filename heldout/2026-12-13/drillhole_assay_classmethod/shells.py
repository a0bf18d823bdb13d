import multiprocessing as mp

import torch


def grade_shell(name, ordered_grades, cutoff, out):
    above = ordered_grades > cutoff
    runs = above[:, 1:] & above[:, :-1]
    out.put((name, int(runs.sum())))


def shells_for(ordered_grades, cutoffs):
    out = mp.Queue()
    procs = [mp.Process(target=grade_shell, args=(f"{c:.1f}%", ordered_grades, c, out)) for c in cutoffs]
    for p in procs:
        p.start()
    found = dict(out.get() for _ in procs)
    for p in procs:
        p.join()
    return found
