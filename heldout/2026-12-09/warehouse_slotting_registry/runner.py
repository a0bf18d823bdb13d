import multiprocessing as mp

from strategies import SlottingStrategy


def compare(picks, keys):
    queue = mp.Queue()
    procs = [mp.Process(target=SlottingStrategy.registry[k](picks).evaluate, args=(queue,)) for k in keys]
    for p in procs:
        p.start()
    results = [queue.get() for _ in procs]
    for p in procs:
        p.join()
    return sorted(results)
