import multiprocessing as mp

from defects import count_defects

STOP = None


def _consume(inbox, outbox):
    while True:
        item = inbox.get()
        if item is STOP:
            break
        idx, chunk = item
        outbox.put((idx, count_defects(chunk)))


def run_consumers(chunks, n_workers):
    inbox, outbox = mp.Queue(), mp.Queue()
    procs = [mp.Process(target=_consume, args=(inbox, outbox), daemon=True) for _ in range(n_workers)]
    for p in procs:
        p.start()
    for item in enumerate(chunks):
        inbox.put(item)
    for _ in procs:
        inbox.put(STOP)
    results = dict(outbox.get() for _ in chunks)
    for p in procs:
        p.join()
    return [results[i] for i in range(len(chunks))]
