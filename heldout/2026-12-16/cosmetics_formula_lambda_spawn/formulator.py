import multiprocessing as mp

import torch

from recipes import CURVES


class Formulator:
    def __init__(self, recipe):
        self.pigment = recipe["pigment"]
        self.binder = recipe["binder"]
        self.curve = CURVES[recipe["curve"]]

    def simulate(self, batch, out):
        g = torch.Generator().manual_seed(batch)
        temps = torch.rand(1000, generator=g) * 40
        viscosity = self.curve(self.binder * (1 + temps / 100)) - self.pigment
        out.put((batch, float(viscosity.mean())))

    def run_stability(self, batches):
        ctx = mp.get_context("spawn")
        out = ctx.Queue()
        procs = [ctx.Process(target=self.simulate, args=(b, out)) for b in range(batches)]
        for p in procs:
            p.start()
        results = sorted(out.get() for _ in procs)
        for p in procs:
            p.join()
        return results
