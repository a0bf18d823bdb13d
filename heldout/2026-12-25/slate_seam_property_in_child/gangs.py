import multiprocessing


def send_gangs(seam, count):
    results = multiprocessing.Queue()
    procs = [multiprocessing.Process(target=seam.survey, args=(n, results)) for n in range(count)]
    for p in procs:
        p.start()
    found = dict(results.get() for _ in procs)
    for p in procs:
        p.join()
    return found
