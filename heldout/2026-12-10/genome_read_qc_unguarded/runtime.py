import multiprocessing as mp

# forked workers inherited a locked logging handler once; the lab standardised on spawn
CTX = mp.get_context("spawn")


def start_lanes(target, lanes, *args):
    out = CTX.Queue()
    procs = [CTX.Process(target=target, args=(lane, *args, out)) for lane in lanes]
    for p in procs:
        p.start()
    return procs, out
