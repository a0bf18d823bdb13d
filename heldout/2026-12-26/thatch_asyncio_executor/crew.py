import asyncio
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch


def _thatch(course, size):
    straw = torch.randn(size, size)
    return course, float((straw @ straw).abs().mean())


async def thatch(thatchers, size):
    loop = asyncio.get_running_loop()
    with ProcessPoolExecutor(thatchers, mp_context=multiprocessing.get_context("fork")) as ex:
        jobs = [loop.run_in_executor(ex, _thatch, c, size) for c in range(thatchers)]
        return await asyncio.gather(*jobs)
