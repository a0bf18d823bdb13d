import multiprocessing as mp

import torch


def shift_need(shift, guests):
    gen = torch.Generator().manual_seed(shift)
    rooms = torch.rand(guests, generator=gen)
    return shift, int(torch.ceil((rooms > 0.35).sum() / 14000.0))


class Rota:
    def __init__(self, workers=2, worker_threads=1):
        self.pool = mp.Pool(workers, initializer=torch.set_num_threads, initargs=(worker_threads,))

    def plan(self, shifts, guests):
        return self.pool.starmap(shift_need, [(s, guests) for s in shifts])

    def close(self):
        self.pool.close()
        self.pool.join()
