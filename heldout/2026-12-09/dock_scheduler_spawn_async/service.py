import asyncio
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from planning import plan_shift


class DockScheduler:
    def __init__(self, yard, workers=2, start_method="spawn"):
        self.yard = yard
        self.executor = ProcessPoolExecutor(max_workers=workers,
                                            mp_context=multiprocessing.get_context(start_method))

    async def plan_day(self, shifts, n_trailers, n_docks):
        loop = asyncio.get_running_loop()
        jobs = [loop.run_in_executor(self.executor, plan_shift, s, n_trailers, n_docks) for s in shifts]
        return sorted(await asyncio.gather(*jobs))

    def close(self):
        self.executor.shutdown()
