import multiprocessing as mp

from grinders import GRINDERS


def run_floor(orders, start_method="spawn"):
    ctx = mp.get_context(start_method)
    runs = [ctx.Process(target=GRINDERS[grain], args=(sacks,)) for grain, sacks in orders]
    for run in runs:
        run.start()
    for run in runs:
        run.join()
    return [run.exitcode for run in runs]
