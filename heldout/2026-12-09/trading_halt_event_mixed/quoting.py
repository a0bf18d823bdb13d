import multiprocessing as mp
import time

import torch


def quote_loop(symbol, halt, max_ticks):
    gen = torch.Generator().manual_seed(len(symbol))
    mid = 100.0
    for _ in range(max_ticks):
        if halt.is_set():
            break
        mid += float(torch.normal(0.0, 0.05, size=(1,), generator=gen))
        time.sleep(0.001)
    print(f"{symbol}: last mid {mid:.2f}", flush=True)


class QuotingEngine:
    def __init__(self, symbols, halt, start_method="spawn"):
        self.ctx = mp.get_context(start_method)
        self.procs = [self.ctx.Process(target=quote_loop, args=(s, halt.event, 200)) for s in symbols]

    def start(self):
        for p in self.procs:
            p.start()

    def join(self):
        for p in self.procs:
            p.join()
