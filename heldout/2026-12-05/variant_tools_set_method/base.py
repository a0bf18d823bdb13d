import torch.multiprocessing as mp


class ParallelTool:
    start_method = "spawn"

    def __init__(self, cfg):
        self.cfg = cfg
        mp.set_start_method(self.start_method)
        self.ctx = mp.get_context()

    def run(self, regions):
        with self.ctx.Pool(self.cfg["workers"]) as pool:
            return pool.map(self.process_region, regions)
