import multiprocessing

import torch


class PickSimulator:
    def __init__(self, aisles, days):
        self.aisles = aisles
        self.days = days

    def simulate_zone(self, zone):
        g = torch.Generator().manual_seed(zone)
        demand = torch.rand(self.aisles, self.days, generator=g) + 0.5
        growth = demand.cumprod(dim=1)
        print("zone", zone, "peak", round(float(growth.max().log()), 2), flush=True)

    def launch(self, zones):
        workers = []
        for z in zones:
            w = multiprocessing.Process(target=self.simulate_zone, args=(z,), name=f"zone-{z}")
            w.start()
            workers.append(w)
        for w in workers:
            w.join()
