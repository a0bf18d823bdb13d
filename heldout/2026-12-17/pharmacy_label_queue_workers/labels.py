import multiprocessing as mp

import torch


def _label_worker(jobs, done):
    while True:
        job = jobs.get()
        if job is None:
            jobs.task_done()
            return
        rx, n = job
        gen = torch.Generator().manual_seed(rx)
        ml = torch.rand(n, generator=gen) * 250
        done.put((rx, float(torch.round(ml * 4).div(4).sum())))
        jobs.task_done()


class Dispenser:
    def __init__(self, workers=2):
        self.jobs = mp.JoinableQueue()
        self.done = mp.Queue()
        self.workers = [mp.Process(target=_label_worker, args=(self.jobs, self.done), daemon=True)
                        for _ in range(workers)]

    def open(self):
        for w in self.workers:
            w.start()
        return self

    def print_labels(self, scripts, n):
        for rx in scripts:
            self.jobs.put((rx, n))
        self.jobs.join()
        return dict(self.done.get() for _ in scripts)

    def close(self):
        for _ in self.workers:
            self.jobs.put(None)
        for w in self.workers:
            w.join()
