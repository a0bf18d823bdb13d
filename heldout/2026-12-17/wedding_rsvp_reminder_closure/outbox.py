import multiprocessing as mp

CTX = mp.get_context("spawn")


def dispatch(senders, guest_lists):
    procs = [CTX.Process(target=s, args=(g,)) for s, g in zip(senders, guest_lists)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
