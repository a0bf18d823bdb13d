import multiprocessing as mp


def blink(name, flashes, total):
    with total.get_lock():
        total.value += flashes * len(name) % 9


def run_beacons(method, names, flashes, counter):
    ctx = mp.get_context(method)
    procs = [ctx.Process(target=blink, args=(n, flashes, counter.total)) for n in names]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return counter.total.value
