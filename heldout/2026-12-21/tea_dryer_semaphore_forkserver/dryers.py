import multiprocessing as mp
import time

DRYER_SLOTS = {}


def slots(n):
    if n not in DRYER_SLOTS:
        DRYER_SLOTS[n] = mp.BoundedSemaphore(n)
    return DRYER_SLOTS[n]


def dry(batch, slot):
    with slot:
        time.sleep(0.05)
        print(f"{batch}: dried", flush=True)
