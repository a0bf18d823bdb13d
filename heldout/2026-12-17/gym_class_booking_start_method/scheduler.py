"""Class booking waitlist scheduler; imported lazily by main once the app is configured."""
import logging
import multiprocessing as mp

mp.set_start_method("spawn")


def promote_waitlist(class_id, capacity, waitlist):
    taken = min(capacity, len(waitlist))
    logging.info("class %s: %d promoted from waitlist", class_id, taken)


def run(classes):
    procs = [mp.Process(target=promote_waitlist, args=c) for c in classes]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
