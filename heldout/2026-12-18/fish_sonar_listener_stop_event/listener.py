import multiprocessing as mp

import torch


def listen(pen, stop, out):
    gen = torch.Generator().manual_seed(pen)
    pings = 0
    while not stop.is_set() and pings < 50:
        echo = torch.rand(64, generator=gen)
        pings += int(echo.max() > 0.95)
        stop.wait(0.01)
    out.put((pen, pings))


class SonarArray:
    def __init__(self, pens):
        self.pens = pens
        self.stop = mp.Event()

    def start_listeners(self, ctx):
        self.out = ctx.Queue()
        self.procs = [ctx.Process(target=listen, args=(pen, self.stop, self.out), daemon=True)
                      for pen in self.pens]
        for p in self.procs:
            p.start()

    def collect(self):
        self.stop.set()
        counts = sorted(self.out.get() for _ in self.procs)
        for p in self.procs:
            p.join()
        return counts
