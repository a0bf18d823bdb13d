import asyncio
from concurrent.futures import ProcessPoolExecutor

from network import travel_times


def locate(observed, grid, stations):
    tt = travel_times(grid, stations)
    misfit = (tt - observed).abs().sum(dim=1)
    return int(misfit.argmin())


async def locate_events(events, grid, stations, workers=2):
    loop = asyncio.get_running_loop()
    with ProcessPoolExecutor(workers) as pool:
        jobs = [loop.run_in_executor(pool, locate, ev, grid, stations) for ev in events]
        return await asyncio.gather(*jobs)
