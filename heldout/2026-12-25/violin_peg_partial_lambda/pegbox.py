import multiprocessing
from functools import partial

from tuning import PEG_TURNS


def tune_all(start_method, strings, pitch):
    ctx = multiprocessing.get_context(start_method)
    turners = [ctx.Process(target=partial(PEG_TURNS[s], pitch)) for s in strings]
    for t in turners:
        t.start()
    for t in turners:
        t.join()
    return [t.exitcode for t in turners]
