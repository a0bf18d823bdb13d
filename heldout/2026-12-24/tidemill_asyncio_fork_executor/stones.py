import asyncio
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def turn(size):
    grit = torch.randn(size, size)
    return float((grit @ grit).std())


async def grind_all(cfg):
    loop = asyncio.get_running_loop()
    with ProcessPoolExecutor(cfg["stones"], mp_context=mp.get_context("fork")) as pool:
        turns = [loop.run_in_executor(pool, turn, cfg["size"]) for _ in range(cfg["stones"])]
        return await asyncio.gather(*turns)
