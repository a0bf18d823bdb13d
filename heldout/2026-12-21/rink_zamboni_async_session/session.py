import asyncio
import multiprocessing as mp

import torch


class ResurfaceSession:
    """async with ResurfaceSession(cfg) as s: fits the melt model, then owns a pool."""

    def __init__(self, section, pool_section):
        self.width = section.getint("width")
        self.history = section.getint("history")
        self.workers = pool_section.getint("workers")
        self.melt = None
        self.pool = None

    async def __aenter__(self):
        torch.manual_seed(4)
        past = torch.randn(self.history, self.width)
        self.melt = torch.softmax(past.T @ past / self.history, dim=1)
        await asyncio.sleep(0)
        self.pool = mp.Pool(self.workers)
        return self

    async def __aexit__(self, *exc):
        self.pool.close()
        self.pool.join()

    async def starmap(self, func, jobs):
        pending = self.pool.starmap_async(func, jobs)
        while not pending.ready():
            await asyncio.sleep(0.05)
        return pending.get()
