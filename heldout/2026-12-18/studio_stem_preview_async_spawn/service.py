import asyncio
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import previews


class PreviewService:
    def __init__(self, workers=2):
        self._pool = ProcessPoolExecutor(max_workers=workers, mp_context=mp.get_context("spawn"))

    async def render_all(self, stems):
        loop = asyncio.get_running_loop()
        tasks = []
        for i, stem in enumerate(stems):
            spec = previews.loudness_map(i)
            tasks.append(loop.run_in_executor(self._pool, previews.render_preview, stem, spec))
        return await asyncio.gather(*tasks)

    def close(self):
        self._pool.shutdown()
