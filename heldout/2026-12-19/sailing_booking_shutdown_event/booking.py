import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch

_CONTROL = None


def _init_worker(control):
    global _CONTROL
    _CONTROL = control


def _free_boats(slot):
    if _CONTROL.stop.is_set():
        return slot, 0
    gen = torch.Generator().manual_seed(int(slot[:2]))
    return slot, int(torch.randint(0, 12, (1,), generator=gen).item())


class BookingService:
    def __init__(self, control):
        self.executor = ProcessPoolExecutor(max_workers=2, mp_context=mp.get_context("spawn"),
                                            initializer=_init_worker, initargs=(control,))

    def allocate(self, slots):
        with self.executor as ex:
            futures = [ex.submit(_free_boats, s) for s in slots]
            return [f.result() for f in futures]
