import multiprocessing

import torch

from pipeline import Pipeline


def zone_pressure(zone, laplacian):
    g = torch.Generator().manual_seed(len(zone))
    demand = torch.rand(1024, laplacian.shape[0], generator=g)
    head = demand @ laplacian
    return zone, round(float(head.abs().mean()), 3)


class PressurePipeline(Pipeline):
    def __init__(self, names, cfg):
        super().__init__(names)
        self.cfg = cfg

    def stage_load(self):
        g = torch.Generator().manual_seed(3)
        self.state["readings"] = torch.rand(self.cfg["readings"], self.cfg["nodes"], generator=g)

    def stage_model(self):
        r = self.state["readings"]
        cov = r.T @ r / r.shape[0]
        self.state["laplacian"] = torch.diag(cov.sum(dim=1)) - cov

    def stage_zones(self):
        with multiprocessing.Pool(2) as pool:
            pending = [pool.apply_async(zone_pressure, (z, self.state["laplacian"]))
                       for z in self.cfg["zones"]]
            self.state["zones"] = [p.get() for p in pending]

    def stage_report(self):
        for zone, head in self.state["zones"]:
            print(f"{zone:10} mean head {head}")
