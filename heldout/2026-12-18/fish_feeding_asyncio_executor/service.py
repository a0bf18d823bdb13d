import asyncio
from concurrent.futures import ProcessPoolExecutor

import torch

from appetite import AppetiteNet, ration_for_pen


class FeedingService:
    def __init__(self, cfg):
        self.cfg = cfg
        self.net = AppetiteNet(cfg["signals"], cfg["hidden"])
        self.pool = ProcessPoolExecutor(max_workers=2)

    async def plan(self):
        loop = asyncio.get_running_loop()
        gen = torch.Generator().manual_seed(42)
        jobs = []
        for pen in self.cfg["pens"]:
            signals = torch.rand(self.cfg["fish_per_pen"], self.cfg["signals"], generator=gen)
            hunger = self.net(signals)
            jobs.append(loop.run_in_executor(self.pool, ration_for_pen, pen, hunger))
        return dict(await asyncio.gather(*jobs))

    def close(self):
        self.pool.shutdown()
