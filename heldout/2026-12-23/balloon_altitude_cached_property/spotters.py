import multiprocessing as mp

import torch


def spot(seed, jobs, results):
    torch.manual_seed(seed)
    for rows in iter(jobs.get, None):
        sky = torch.randn(rows, 512)
        lens = torch.randn(512, 512)
        results.put(float((sky @ lens).abs().mean()))


class SpotterCrew:
    def __init__(self, size):
        self.jobs, self.results = mp.Queue(), mp.Queue()
        self.procs = [mp.Process(target=spot, args=(seed, self.jobs, self.results))
                      for seed in range(size)]

    def start(self):
        for p in self.procs:
            p.start()
        return self

    def ask(self, rows_list):
        for rows in rows_list:
            self.jobs.put(rows)
        return [self.results.get() for _ in rows_list]

    def stop(self):
        for _ in self.procs:
            self.jobs.put(None)
        for p in self.procs:
            p.join()
