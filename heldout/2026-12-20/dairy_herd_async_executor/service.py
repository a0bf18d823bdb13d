import asyncio
from concurrent.futures import ProcessPoolExecutor

from genomics import barn_merit, relationship_matrix


async def score_barns(cfg):
    kinship = relationship_matrix(cfg["cows_per_barn"], cfg["traits"])
    loop = asyncio.get_running_loop()
    with ProcessPoolExecutor(max_workers=2) as ex:
        tasks = [loop.run_in_executor(ex, barn_merit, b, kinship, cfg["cows_per_barn"])
                 for b in cfg["barns"]]
        return await asyncio.gather(*tasks)
